import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { type CatalogueRole, rolesByName } from '../../../contract/role-catalogue.ts';
import type { ConfigPage } from '../../lib/config/config-page.ts';
import { createRolesSection, ROLE_FIELDS, type RolesSection as Section } from '../../lib/config/roles-section.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { generalProblem, messageFor } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { invalidProps } from '../common/field-aria.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { ConfigMessages } from './messages.ts';
import { ColumnHeads } from '../common/ColumnHeads.tsx';

/**
 * The roles the organisation knows, by their names in both languages: the product's own, named by
 * it, and the organisation's, which a configurator adds (a code and both names) and renames.
 */
export function RolesSection({
  page,
  roles,
  lang,
  m,
}: {
  page: ConfigPage;
  roles: readonly CatalogueRole[];
  lang: Language;
  m: ConfigMessages;
}) {
  const section = usePage(() => createRolesSection({ catalogue: page.roles, words: m, onChanged: page.changed }));
  const fields = useStore(section.saving.$fields);
  const open = useStore(section.$draft) !== null;
  const problem = generalProblem(useStore(section.saving.$problem), fields, open ? ROLE_FIELDS : []);
  const name = (r: CatalogueRole) => (lang === 'ro' ? r.name_ro : r.name_en);
  return (
    <section className={cardClass} aria-labelledby="roles-title">
      <div className="flex items-center justify-between">
        <h2 id="roles-title" className="text-lg font-semibold">
          {m['config.roles']}
        </h2>
        <button type="button" className={secondaryButton} onClick={section.addNew}>
          {m['config.roles.add']}
        </button>
      </div>
      <p className="text-sm text-gray-800">{m['config.roles.hint']}</p>
      <RoleForm section={section} roles={roles} lang={lang} m={m} />
      <FormProblem text={problem} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <ColumnHeads
            names={[m['config.roles.name'], m['config.roles.code'], m['config.roles.nameEn'], m['config.roles.nameRo']]}
            actions={m['config.users.actions']}
          />
          <tbody>
            {rolesByName(roles, lang).map((role) => (
              <tr key={role.code} className="border-t border-gray-200">
                <th scope="row" className="px-2 py-1 font-normal">
                  {name(role)}
                </th>
                <td className="px-2 py-1 font-mono" translate="no">
                  {role.code}
                </td>
                <td className="px-2 py-1" lang="en">
                  {role.name_en}
                </td>
                <td className="px-2 py-1" lang="ro">
                  {role.name_ro}
                </td>
                <td className="px-2 py-1">
                  {role.built_in ? (
                    <span className="text-xs">{m['config.roles.builtIn']}</span>
                  ) : (
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={interpolate(m['config.roles.renameRole'], { role: name(role) })}
                      onClick={() => section.rename(role)}
                    >
                      {m['config.roles.rename']}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A new role (its code and names) or new names of one of the organisation's roles. */
function RoleForm({
  section,
  roles,
  lang,
  m,
}: {
  section: Section;
  roles: readonly CatalogueRole[];
  lang: Language;
  m: ConfigMessages;
}) {
  const draft = useStore(section.$draft);
  const busy = useStore(section.saving.$busy);
  const refused = useStore(section.saving.$fields);
  const form = useRef<HTMLFormElement>(null);
  const opened = draft ? (draft.renaming ?? '') : null;
  // The form opens above the list: the focus goes to its first field, where the person now works.
  useEffect(() => {
    if (opened !== null) focusNews(form.current?.querySelector<HTMLElement>('input:not([disabled])'));
  }, [opened]);
  if (!draft) return null;
  const renamed = roles.find((r) => r.code === draft.renaming);
  const title = renamed
    ? interpolate(m['config.roles.renameRole'], { role: lang === 'ro' ? renamed.name_ro : renamed.name_en })
    : m['config.roles.add'];
  const field = (key: (typeof ROLE_FIELDS)[number], label: string, language?: Language) => (
    <div className="text-sm">
      <label className="block">
        {label}
        <input
          className={`${inputClass} ${key === 'code' ? 'font-mono' : ''}`}
          value={draft[key]}
          disabled={key === 'code' && draft.renaming !== null}
          lang={language}
          translate={key === 'code' ? 'no' : undefined}
          spellCheck={key === 'code' ? false : undefined}
          autoComplete="off"
          onChange={(e) => section.editDraft({ [key]: e.target.value })}
          {...invalidProps(`role-${key}-error`, messageFor(refused, key))}
        />
      </label>
      <FieldError id={`role-${key}-error`} message={messageFor(refused, key) ?? null} role="alert" />
    </div>
  );
  return (
    <form
      ref={form}
      aria-label={title}
      noValidate
      className="grid gap-2 rounded border border-gray-300 p-3 md:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        void section.submit();
      }}
    >
      {field('code', m['config.roles.code'])}
      {field('name_en', m['config.roles.nameEn'], 'en')}
      {field('name_ro', m['config.roles.nameRo'], 'ro')}
      <div className="flex gap-2 md:col-span-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['config.save']}
        </button>
        <button type="button" className={secondaryButton} onClick={section.close}>
          {m['config.cancel']}
        </button>
      </div>
    </form>
  );
}
