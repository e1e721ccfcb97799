import type { ReactNode } from 'react';
import type { OrganisationSettings } from '../../../contract/settings.ts';
import { useSave } from '../../lib/use-save.ts';
import { cardClass, FormProblem, primaryButton } from '../parts/FormProblem.tsx';
import type { ConfigMessages } from './messages.ts';

/**
 * One section of the settings page: a titled form whose submit saves the section, shows the
 * server's refusal under it, and hands the organisation's settings as saved back to the page.
 */
export function SettingsForm({
  id,
  title,
  save,
  onSaved,
  m,
  children,
  buttons,
}: {
  id: string;
  title: string;
  save: () => Promise<OrganisationSettings>;
  onSaved: (settings: OrganisationSettings) => void;
  m: ConfigMessages;
  children: ReactNode;
  /** Buttons beside Save (the tracker's "Add a step"). */
  buttons?: ReactNode;
}) {
  const saving = useSave(m['config.saved']);
  return (
    <form
      className={cardClass}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void saving.save(async () => onSaved(await save()));
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <FormProblem text={saving.problem} />
      <div className="flex gap-2">
        {buttons}
        <button type="submit" className={primaryButton} disabled={saving.busy}>
          {m['config.save']}
        </button>
      </div>
    </form>
  );
}

/** What every settings section receives from the page. */
export interface SectionProps {
  settings: OrganisationSettings;
  onSaved: (settings: OrganisationSettings) => void;
  m: ConfigMessages;
}
