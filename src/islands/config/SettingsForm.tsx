import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  OrganisationSettingsSchema,
  type OrganisationSettings,
  type VersionedSection,
} from '../../../contract/settings.ts';
import { useSave } from '../../lib/use-save.ts';
import { cardClass, FormProblem, primaryButton } from '../parts/FormProblem.tsx';
import { conflictMessage, differences, isConflict } from '../../lib/settings/conflict.ts';
import { SavedNow } from './conflict.tsx';
import type { ConfigMessages } from './messages.ts';

/**
 * One section of the settings page: a titled form whose submit saves the section on the version
 * it was loaded at, shows the server's refusal under it, and hands the organisation's settings as
 * saved back to the page. When someone else saved the section first, the form keeps what was typed,
 * says who saved and when, shows their values where they differ, and the next save is made on
 * their version (so it replaces theirs knowingly).
 */
export function SettingsForm({
  id,
  section,
  title,
  settings,
  typed,
  save,
  onSaved,
  m,
  children,
  buttons,
}: {
  id: string;
  section: VersionedSection;
  title: string;
  settings: OrganisationSettings;
  /** What the form would save, shaped as the section is in the settings, to compare with a newer saved version. */
  typed: unknown;
  /** Saves the section on this version (sent as If-Match). */
  save: (version: number) => Promise<OrganisationSettings>;
  onSaved: (settings: OrganisationSettings) => void;
  m: ConfigMessages;
  children: ReactNode;
  /** Buttons beside Save (the tracker's "Add a step"). */
  buttons?: ReactNode;
}) {
  const saving = useSave(m['config.saved']);
  const [version, setVersion] = useState(settings.versions[section]);
  const [savedNow, setSavedNow] = useState<[string, string][]>([]);
  const submit = async () => {
    try {
      const saved = await save(version);
      setVersion(saved.versions[section]);
      setSavedNow([]);
      onSaved(saved);
    } catch (error) {
      const current = isConflict(error) ? v.safeParse(OrganisationSettingsSchema, error.current) : null;
      if (!isConflict(error) || !current?.success) throw error;
      setVersion(current.output.versions[section]);
      setSavedNow(differences(current.output[section], typed));
      onSaved(current.output);
      throw new Error(conflictMessage(error, m));
    }
  };
  return (
    <form
      className={cardClass}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void saving.save(submit);
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <FormProblem text={saving.problem} />
      <SavedNow rows={saving.problem ? savedNow : []} m={m} />
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
