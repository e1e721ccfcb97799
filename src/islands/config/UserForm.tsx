import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { type Language, LANGUAGES } from '../../../contract/languages.ts';
import type { CatalogueRole } from '../../../contract/role-catalogue.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { messageFor } from '../../lib/pages/saving.ts';
import type { UserDraft, UsersPage } from '../../lib/config/users-page.ts';
import { invalidProps } from '../common/field-aria.ts';
import { inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { RoleChoices } from '../common/RoleChoices.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { ConfigMessages } from './messages.ts';

/** The fields of the form, each with its input: a refusal of one of them is shown beside it. */
export const USER_FIELDS = ['username', 'full_name', 'email', 'language', 'work_group', 'password', 'roles'];

/**
 * The form of a new user or of one being changed; a password typed here is their new first one.
 * Roles are ticked from the organisation's catalogue, by their names.
 */
export function UserForm({
  page,
  roles,
  lang,
  m,
}: {
  page: UsersPage;
  roles: readonly CatalogueRole[];
  lang: Language;
  m: ConfigMessages;
}) {
  const draft = useStore(page.$draft);
  const busy = useStore(page.saving.$busy);
  const refused = useStore(page.saving.$fields);
  const form = useRef<HTMLFormElement>(null);
  const opened = draft ? (draft.id ?? 'new') : null;
  // The form opens above the list: the focus goes to its first field, where the person now works.
  useEffect(() => {
    if (opened) focusNews(form.current?.querySelector<HTMLElement>('input:not([disabled])'));
  }, [opened]);
  if (!draft) return null;
  const aria = (field: string) => invalidProps(`user-${field}-error`, messageFor(refused, field));
  const message = (field: string) => (
    <FieldError id={`user-${field}-error`} message={messageFor(refused, field) ?? null} role="alert" />
  );
  return (
    <form
      ref={form}
      aria-label={draft.id ? `${m['config.users.edit']} ${draft.username}` : m['config.users.add']}
      noValidate
      className="grid gap-2 rounded border border-gray-300 p-3 md:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        void page.submit();
      }}
    >
      <div className="text-sm">
        <label className="block">
          {m['config.users.username']}
          <input
            className={inputClass}
            value={draft.username}
            translate="no"
            spellCheck={false}
            disabled={draft.id !== null}
            onChange={(e) => page.editDraft({ username: e.target.value })}
            {...aria('username')}
            autoComplete="off"
          />
        </label>
        {message('username')}
      </div>
      <div className="text-sm">
        <label className="block">
          {m['config.users.fullName']}
          <input
            className={inputClass}
            value={draft.full_name}
            onChange={(e) => page.editDraft({ full_name: e.target.value })}
            {...aria('full_name')}
          />
        </label>
        {message('full_name')}
      </div>
      <div className="text-sm">
        <label className="block">
          {m['config.users.email']}
          <input
            type="email"
            className={inputClass}
            value={draft.email}
            onChange={(e) => page.editDraft({ email: e.target.value })}
            {...aria('email')}
          />
        </label>
        {message('email')}
      </div>
      <div className="text-sm">
        <label className="block">
          {m['config.users.language']}
          <select
            className={inputClass}
            value={draft.language}
            onChange={(e) => page.editDraft({ language: e.target.value as UserDraft['language'] })}
            {...aria('language')}
          >
            {draft.id === null && <option value="">{m['config.users.languageOrgDefault']}</option>}
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {m[`config.language.${l}`]}
              </option>
            ))}
          </select>
        </label>
        {message('language')}
      </div>
      <div className="text-sm">
        <label className="block">
          {m['config.users.workGroup']}
          <input
            className={inputClass}
            value={draft.work_group}
            onChange={(e) => page.editDraft({ work_group: e.target.value })}
            {...aria('work_group')}
          />
        </label>
        {message('work_group')}
      </div>
      <div className="text-sm">
        <label className="block">
          {draft.id ? m['config.users.newPassword'] : m['config.users.firstPassword']}
          <input
            type="password"
            className={inputClass}
            value={draft.password}
            autoComplete="new-password"
            onChange={(e) => page.editDraft({ password: e.target.value })}
            {...aria('password')}
          />
        </label>
        {message('password')}
      </div>
      <div className="text-sm md:col-span-3">
        <RoleChoices
          legend={m['config.users.roleChoice']}
          roles={roles}
          chosen={draft.roles}
          lang={lang}
          onToggle={page.toggleRole}
          errorId={messageFor(refused, 'roles') ? 'user-roles-error' : undefined}
        />
        {message('roles')}
      </div>
      <div className="flex gap-2 md:col-span-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['config.save']}
        </button>
        <button type="button" className={secondaryButton} onClick={page.close}>
          {m['config.cancel']}
        </button>
      </div>
    </form>
  );
}
