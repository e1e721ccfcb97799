import { atom } from 'nanostores';
import * as v from 'valibot';
import {
  OrganisationSettingsSchema,
  type OrganisationSettings,
  type VersionedSection,
} from '../../../contract/settings.ts';
import { createSaving } from '../pages/saving.ts';
import { type ConflictWords, conflictMessage, differences, isConflict } from './conflict.ts';

/**
 * One section of the settings page: saved on the version it was loaded at. When someone else saved
 * the section first, the form keeps what was typed, says who saved and when, lists their values
 * where they differ (named as the form labels them), hands their settings to the page, and the
 * next save is made on their version (so it replaces theirs knowingly).
 */
export function createSectionForm(options: {
  section: VersionedSection;
  /** The section's version when the form was opened. */
  version: number;
  words: ConflictWords & { 'config.saved': string };
  /** The form's label of a field, by its path in the section. */
  label?: (path: string) => string | undefined;
}) {
  const { section, words } = options;
  const $version = atom(options.version);
  const $savedNow = atom<[string, string][]>([]);
  const saving = createSaving(words['config.saved']);
  return {
    $version,
    $savedNow,
    saving,
    /** Saves what was typed (`typed`, shaped as the section is in the settings, to compare with a newer version). */
    submit: (
      save: (version: number) => Promise<OrganisationSettings>,
      typed: unknown,
      onSaved: (settings: OrganisationSettings) => void,
    ) =>
      saving.save(async () => {
        try {
          const saved = await save($version.get());
          $version.set(saved.versions[section]);
          $savedNow.set([]);
          onSaved(saved);
        } catch (error) {
          const current = isConflict(error) ? v.safeParse(OrganisationSettingsSchema, error.current) : null;
          if (!isConflict(error) || !current?.success) throw error;
          $version.set(current.output.versions[section]);
          $savedNow.set(differences(current.output[section], typed, options.label));
          onSaved(current.output);
          throw new Error(conflictMessage(error, words));
        }
      }),
  };
}

export type SectionForm = ReturnType<typeof createSectionForm>;
