import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import type { Language } from '../../../contract/languages.ts';
import type { CatalogueRole } from '../../../contract/role-catalogue.ts';
import type { OrganisationSettings, VersionedSection } from '../../../contract/settings.ts';
import { generalProblem, messageFor } from '../../lib/pages/saving.ts';
import { createSectionForm } from '../../lib/config/section-form.ts';
import { invalidProps } from '../common/field-aria.ts';
import { cardClass, FormProblem, primaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import { SavedNow } from './conflict.tsx';
import type { ConfigMessages } from './messages.ts';

/** A section's inputs are given each field's refusal: `problem(path)` is its message, `aria(path)` ties it to the input. */
export interface FieldRefusals {
  problem(path: string): string | undefined;
  aria(path: string): ReturnType<typeof invalidProps>;
  /** The message beside the input, or nothing when the field is fine. */
  message(path: string): ReactNode;
}

/**
 * One section of the settings page: a titled form whose submit saves the section on the version
 * it was loaded at (lib/config/section-form.ts decides), shows each refused field's message beside
 * it and the rest under the form, and hands the organisation's settings as saved back to the page.
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
  fields = [],
  label,
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
  /** The inputs; given as a function, they receive each field's refusal to show beside the input. */
  children: ReactNode | ((refusals: FieldRefusals) => ReactNode);
  /** Buttons beside Save (the tracker's "Add a step"). */
  buttons?: ReactNode;
  /** The paths of the fields whose refusal is shown beside their input (the others show under the form). */
  fields?: readonly string[];
  /** The form's label of a field, by its path, to name what someone else saved. */
  label?: (path: string) => string | undefined;
}) {
  const [form] = useState(() =>
    createSectionForm({ section, version: settings.versions[section], words: m, ...(label ? { label } : {}) }),
  );
  const busy = useStore(form.saving.$busy);
  const refused = useStore(form.saving.$fields);
  const problem = generalProblem(useStore(form.saving.$problem), refused, fields);
  const savedNow = useStore(form.$savedNow);
  const errorId = (path: string) => `${id}-${path.replaceAll('.', '-')}-error`;
  const refusals: FieldRefusals = {
    problem: (path) => messageFor(refused, path),
    aria: (path) => invalidProps(errorId(path), messageFor(refused, path)),
    message: (path) => <FieldError id={errorId(path)} message={messageFor(refused, path) ?? null} role="alert" />,
  };
  return (
    <form
      className={cardClass}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(save, typed, onSaved);
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {typeof children === 'function' ? children(refusals) : children}
      <FormProblem text={problem} />
      <SavedNow rows={problem ? savedNow : []} m={m} />
      <div className="flex gap-2">
        {buttons}
        <button type="submit" className={primaryButton} disabled={busy}>
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
  /** The roles the organisation knows, for the sections that pick roles. */
  roles: readonly CatalogueRole[];
  lang: Language;
}
