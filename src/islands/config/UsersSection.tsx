import { useState } from 'react';
import * as v from 'valibot';
import { LANGUAGES } from '../../../contract/languages.ts';
import { AdminUserSchema, AdminUsersSchema, KNOWN_ROLES, type AdminUser } from '../../../contract/users-admin.ts';
import { apiGet, apiPost, apiPut } from '../../lib/api/client.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { splitList } from '../../lib/split-list.ts';
import { useLoad } from '../../lib/use-load.ts';
import { useSave } from '../../lib/use-save.ts';
import ConfirmDialog from '../parts/ConfirmDialog.tsx';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../parts/FormProblem.tsx';
import { conflictMessage, differences, isConflict, SavedNow } from './conflict.tsx';
import type { ConfigMessages } from './messages.ts';

interface Draft {
  id: string | null;
  /** The version the user was loaded at: every change is made on it (If-Match). */
  version: number;
  username: string;
  full_name: string;
  email: string;
  language: 'en' | 'ro';
  roles: string;
  work_group: string;
  password: string;
}

const NEW_USER: Draft = {
  id: null,
  version: 0,
  username: '',
  full_name: '',
  email: '',
  language: 'ro',
  roles: 'claims.handler',
  work_group: '',
  password: '',
};

const draftOf = (u: AdminUser): Draft => ({
  id: u.id,
  version: u.version,
  username: u.username,
  full_name: u.full_name,
  email: u.email ?? '',
  language: u.language,
  roles: u.roles.join('\n'),
  work_group: u.work_group ?? '',
  password: '',
});

/** The details a change sends, shaped as the user is listed, to compare with a newer saved version. */
const detailsOf = (draft: Draft) => ({
  full_name: draft.full_name,
  email: draft.email.trim() || null,
  language: draft.language,
  roles: splitList(draft.roles),
  work_group: draft.work_group.trim() || null,
});

/**
 * The organisation's users: add, edit roles and details, lock (after asking) and unlock, give a new
 * first password. Each change is made on the version of the user the page shows; when someone else
 * changed the user first, the form keeps what was typed, says who changed it and when, and shows
 * their values where they differ. Users only an app configurator may change offer no actions.
 */
export function UsersSection({ onChanged, m }: { onChanged: () => void; m: ConfigMessages }) {
  const { loaded, set } = useLoad(() => apiGet('/config/users', AdminUsersSchema), 'users');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [savedNow, setSavedNow] = useState<[string, string][]>([]);
  const [locking, setLocking] = useState<AdminUser | null>(null);
  const { busy, problem, save, setProblem } = useSave(m['config.saved']);
  const changed = (users: AdminUser[]) => {
    set(users);
    onChanged();
  };
  /** The list with one user as the server has them now. */
  const replaced = (user: AdminUser) =>
    loaded.state === 'ready' ? loaded.data.map((u) => (u.id === user.id ? user : u)) : [user];
  /** Turns a refusal because someone changed the user first into the page's own words, taking in the fresh user. */
  const onConflict = (error: unknown, typed: unknown): never => {
    const current = isConflict(error) ? v.safeParse(AdminUserSchema, error.current) : null;
    if (!isConflict(error) || !current?.success) throw error;
    set(replaced(current.output));
    setDraft((d) => (d && d.id === current.output.id ? { ...d, version: current.output.version } : d));
    setSavedNow(differences(current.output, typed));
    throw new Error(conflictMessage(error, m));
  };
  const versionIn = (users: AdminUser[], id: string) => users.find((u) => u.id === id)?.version ?? 0;
  const submit = () =>
    save(async () => {
      if (!draft) return;
      const details = detailsOf(draft);
      setSavedNow([]);
      if (draft.id === null)
        changed(
          await apiPost(
            '/config/users',
            { ...details, username: draft.username, password: draft.password },
            AdminUsersSchema,
          ),
        );
      else {
        const id = draft.id;
        try {
          const users = await apiPut(`/config/users/${id}`, details, AdminUsersSchema, { ifMatch: draft.version });
          changed(users);
          if (draft.password)
            changed(
              await apiPost(`/config/users/${id}/reset-password`, { password: draft.password }, AdminUsersSchema, {
                ifMatch: versionIn(users, id),
              }),
            );
        } catch (error) {
          onConflict(error, details);
        }
      }
      setDraft(null);
    });
  const lockOrUnlock = (user: AdminUser) =>
    save(async () => {
      setSavedNow([]);
      try {
        changed(
          await apiPost(`/config/users/${user.id}/${user.locked ? 'unlock' : 'lock'}`, {}, AdminUsersSchema, {
            ifMatch: user.version,
          }),
        );
      } catch (error) {
        onConflict(error, { locked: user.locked });
      }
    });
  // Locking ends the user's sessions at once: it is asked first. Unlocking is harmless and is not.
  const toggleLock = (user: AdminUser) => (user.locked ? void lockOrUnlock(user) : setLocking(user));

  return (
    <section className={cardClass} aria-labelledby="users-title">
      <div className="flex items-center justify-between">
        <h2 id="users-title" className="text-lg font-semibold">
          {m['config.users']}
        </h2>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setProblem('');
            setDraft(NEW_USER);
          }}
        >
          {m['config.users.add']}
        </button>
      </div>
      {draft && (
        <form
          aria-label={draft.id ? `${m['config.users.edit']} ${draft.username}` : m['config.users.add']}
          noValidate
          className="grid gap-2 rounded border border-gray-300 p-3 md:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="text-sm">
            {m['config.users.username']}
            <input
              className={inputClass}
              value={draft.username}
              disabled={draft.id !== null}
              onChange={(e) => setDraft({ ...draft, username: e.target.value })}
              autoComplete="off"
            />
          </label>
          <label className="text-sm">
            {m['config.users.fullName']}
            <input
              className={inputClass}
              value={draft.full_name}
              onChange={(e) => setDraft({ ...draft, full_name: e.target.value })}
            />
          </label>
          <label className="text-sm">
            {m['config.users.email']}
            <input
              type="email"
              className={inputClass}
              value={draft.email}
              onChange={(e) => setDraft({ ...draft, email: e.target.value })}
            />
          </label>
          <label className="text-sm">
            {m['config.users.language']}
            <select
              className={inputClass}
              value={draft.language}
              onChange={(e) => setDraft({ ...draft, language: e.target.value as Draft['language'] })}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {m[`config.language.${l}`]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            {m['config.users.workGroup']}
            <input
              className={inputClass}
              value={draft.work_group}
              onChange={(e) => setDraft({ ...draft, work_group: e.target.value })}
            />
          </label>
          <label className="text-sm">
            {draft.id ? m['config.users.newPassword'] : m['config.users.firstPassword']}
            <input
              type="password"
              className={inputClass}
              value={draft.password}
              autoComplete="new-password"
              onChange={(e) => setDraft({ ...draft, password: e.target.value })}
            />
          </label>
          <label className="text-sm md:col-span-3">
            {m['config.users.roles']}
            <textarea
              rows={3}
              className={`${inputClass} font-mono`}
              value={draft.roles}
              onChange={(e) => setDraft({ ...draft, roles: e.target.value })}
            />
            <span className="text-xs">{`${m['config.users.knownRoles']}: ${KNOWN_ROLES.join(', ')}`}</span>
          </label>
          <div className="flex gap-2 md:col-span-3">
            <button type="submit" className={primaryButton} disabled={busy}>
              {m['config.save']}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setDraft(null)}>
              {m['config.cancel']}
            </button>
          </div>
        </form>
      )}
      <FormProblem text={problem} />
      <SavedNow rows={problem ? savedNow : []} m={m} />
      <ConfirmDialog
        open={locking !== null}
        title={interpolate(m['config.users.lockTitle'], { user: locking?.username ?? '' })}
        confirmLabel={m['config.users.lock']}
        cancelLabel={m['config.cancel']}
        onCancel={() => setLocking(null)}
        onConfirm={async () => {
          if (locking) await lockOrUnlock(locking);
          setLocking(null);
        }}
      >
        <p>
          {interpolate(m['config.users.lockText'], {
            user: locking ? `${locking.full_name} (${locking.username})` : '',
          })}
        </p>
      </ConfirmDialog>
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && <p role="alert">{loaded.message}</p>}
      {loaded.state === 'ready' && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  {m['config.users.username']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['config.users.fullName']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['config.users.rolesColumn']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['config.users.workGroup']}
                </th>
                <th scope="col" className="px-2 py-1">
                  {m['config.users.state']}
                </th>
                <th scope="col" className="px-2 py-1">
                  <span className="sr-only">{m['config.users.actions']}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.data.map((user) => (
                <tr key={user.id} className="border-t border-gray-200">
                  <td className="px-2 py-1 font-mono">{user.username}</td>
                  <td className="px-2 py-1">{user.full_name}</td>
                  <td className="px-2 py-1">{user.roles.join(', ')}</td>
                  <td className="px-2 py-1">{user.work_group ?? ''}</td>
                  <td className="px-2 py-1">
                    {user.locked
                      ? m['config.users.locked']
                      : user.is_default_pass
                        ? m['config.users.firstPasswordPending']
                        : m['config.users.active']}
                  </td>
                  <td className="flex gap-2 px-2 py-1">
                    {!user.manageable && <span className="text-xs">{m['config.users.appWideOnly']}</span>}
                    {user.manageable && (
                      <>
                        <button
                          type="button"
                          className={secondaryButton}
                          aria-label={`${m['config.users.edit']} ${user.username}`}
                          onClick={() => {
                            setProblem('');
                            setSavedNow([]);
                            setDraft(draftOf(user));
                          }}
                        >
                          {m['config.users.edit']}
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          aria-label={`${user.locked ? m['config.users.unlock'] : m['config.users.lock']} ${user.username}`}
                          onClick={() => void toggleLock(user)}
                        >
                          {user.locked ? m['config.users.unlock'] : m['config.users.lock']}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
