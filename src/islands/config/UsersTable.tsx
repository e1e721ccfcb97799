import type { Language } from '../../../contract/languages.ts';
import { type CatalogueRole, roleNamesIn } from '../../../contract/role-catalogue.ts';
import type { AdminUser } from '../../../contract/users-admin.ts';
import type { UsersPage } from '../../lib/config/users-page.ts';
import { secondaryButton } from '../common/FormProblem.tsx';
import type { ConfigMessages } from './messages.ts';
import { ColumnHeads } from '../common/ColumnHeads.tsx';

/** The users, their roles (by name) and state; those only an app configurator may change offer no actions. */
export function UsersTable({
  page,
  users,
  roles,
  lang,
  m,
}: {
  page: UsersPage;
  users: AdminUser[];
  roles: readonly CatalogueRole[];
  lang: Language;
  m: ConfigMessages;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <ColumnHeads
          names={[
            m['config.users.username'],
            m['config.users.fullName'],
            m['config.users.rolesColumn'],
            m['config.users.workGroup'],
            m['config.users.state'],
          ]}
          actions={m['config.users.actions']}
        />
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-gray-200">
              <td className="px-2 py-1 font-mono" translate="no">
                {user.username}
              </td>
              <td className="px-2 py-1">{user.full_name}</td>
              <td className="px-2 py-1">{roleNamesIn(roles, user.roles, lang).join(', ')}</td>
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
                      onClick={() => page.edit(user)}
                    >
                      {m['config.users.edit']}
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={`${user.locked ? m['config.users.unlock'] : m['config.users.lock']} ${user.username}`}
                      onClick={() => page.toggleLock(user)}
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
  );
}
