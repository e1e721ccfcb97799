import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { type CatalogueRole, roleNameIn } from '../../../contract/role-catalogue.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { generalProblem } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createUsersPage } from '../../lib/config/users-page.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { cardClass, FormProblem, secondaryButton } from '../common/FormProblem.tsx';
import { SavedNow } from './conflict.tsx';
import type { ConfigMessages } from './messages.ts';
import { USER_FIELDS, UserForm } from './UserForm.tsx';
import { UsersTable } from './UsersTable.tsx';

/**
 * The organisation's users: add, edit roles and details, lock (after asking) and unlock, give a new
 * first password. Each change is made on the version of the user the page shows; when someone else
 * changed the user first, the form keeps what was typed, says who changed it and when, and shows
 * their values where they differ. Users only an app configurator may change offer no actions.
 */
export function UsersSection({
  onChanged,
  roles,
  lang,
  m,
}: {
  onChanged: () => void;
  /** The roles the organisation knows: the form picks from them, the table names them. */
  roles: readonly CatalogueRole[];
  lang: Language;
  m: ConfigMessages;
}) {
  // The store names roles when it shows what someone else saved: by the catalogue as it is then.
  const catalogue = useRef(roles);
  catalogue.current = roles;
  const page = usePage(() => createUsersPage(m, onChanged, (code) => roleNameIn(catalogue.current, code, lang)));
  const loaded = useStore(page.users.$loaded);
  const fields = useStore(page.saving.$fields);
  const open = useStore(page.$draft) !== null;
  // With the form open, a refused field is shown beside its input; the rest of the refusal, here.
  const problem = generalProblem(useStore(page.saving.$problem), fields, open ? USER_FIELDS : []);
  const savedNow = useStore(page.$savedNow);
  const locking = useStore(page.$locking);
  return (
    <section className={cardClass} aria-labelledby="users-title">
      <div className="flex items-center justify-between">
        <h2 id="users-title" className="text-lg font-semibold">
          {m['config.users']}
        </h2>
        <button type="button" className={secondaryButton} onClick={page.addNew}>
          {m['config.users.add']}
        </button>
      </div>
      <UserForm page={page} roles={roles} lang={lang} m={m} />
      <FormProblem text={problem} />
      <SavedNow rows={problem ? savedNow : []} m={m} />
      <ConfirmDialog
        open={locking !== null}
        title={interpolate(m['config.users.lockTitle'], { user: locking?.username ?? '' })}
        confirmLabel={m['config.users.lock']}
        cancelLabel={m['config.cancel']}
        onCancel={page.cancelLock}
        onConfirm={page.confirmLock}
      >
        <p>
          {interpolate(m['config.users.lockText'], {
            user: locking ? `${locking.full_name} (${locking.username})` : '',
          })}
        </p>
      </ConfirmDialog>
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && <p role="alert">{loaded.message}</p>}
      {loaded.state === 'ready' && <UsersTable page={page} users={loaded.data} roles={roles} lang={lang} m={m} />}
    </section>
  );
}
