import { useStore } from '@nanostores/react';
import { LANGUAGES } from '../../../contract/languages.ts';
import { KNOWN_ROLES } from '../../../contract/users-admin.ts';
import { messageFor } from '../../lib/pages/saving.ts';
import type { UserDraft, UsersPage } from '../../lib/config/users-page.ts';
import { invalidProps } from '../common/field-aria.ts';
import { inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { ConfigMessages } from './messages.ts';

/** The fields of the form, each with its input: a refusal of one of them is shown beside it. */
export const USER_FIELDS = ['username', 'full_name', 'email', 'language', 'work_group', 'password', 'roles'];

/** The form of a new user or of one being changed; a password typed here is their new first one. */
export function UserForm({ page, m }: { page: UsersPage; m: ConfigMessages }) {
  const draft = useStore(page.$draft);
  const busy = useStore(page.saving.$busy);
  const refused = useStore(page.saving.$fields);
  if (!draft) return null;
  const aria = (field: string) => invalidProps(`user-${field}-error`, messageFor(refused, field));
  const message = (field: string) => (
    <FieldError id={`user-${field}-error`} message={messageFor(refused, field) ?? null} role="alert" />
  );
  return (
    <form
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
        <label className="block">
          {m['config.users.roles']}
          <textarea
            rows={3}
            className={`${inputClass} font-mono`}
            value={draft.roles}
            onChange={(e) => page.editDraft({ roles: e.target.value })}
            {...aria('roles')}
          />
          <span className="text-xs">{`${m['config.users.knownRoles']}: ${KNOWN_ROLES.join(', ')}`}</span>
        </label>
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
