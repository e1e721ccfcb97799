import { atom } from 'nanostores';
import * as v from 'valibot';
import { AdminUserSchema, type AdminUser } from '../../../contract/users-admin.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import * as api from './api.ts';
import { type ConflictWords, conflictMessage, differences, isConflict } from './conflict.ts';
import { userLabel } from './field-labels.ts';

export interface UserDraft {
  id: string | null;
  /** The version the user was loaded at: every change is made on it (If-Match). */
  version: number;
  username: string;
  full_name: string;
  email: string;
  /** '' for a new user: the organisation's default language. */
  language: 'en' | 'ro' | '';
  /** Codes of the roles ticked, chosen from the organisation's catalogue. */
  roles: string[];
  work_group: string;
  password: string;
}

const NEW_USER: UserDraft = {
  id: null,
  version: 0,
  username: '',
  full_name: '',
  email: '',
  language: '',
  roles: [],
  work_group: '',
  password: '',
};

const draftOf = (u: AdminUser): UserDraft => ({
  id: u.id,
  version: u.version,
  username: u.username,
  full_name: u.full_name,
  email: u.email ?? '',
  language: u.language,
  roles: [...u.roles],
  work_group: u.work_group ?? '',
  password: '',
});

/** The details a change sends, shaped as the user is listed, to compare with a newer saved version. */
const detailsOf = (draft: UserDraft) => ({
  full_name: draft.full_name,
  email: draft.email.trim() || null,
  // Only a new user's draft can leave it to the organisation (and a new user's is sent on its own).
  language: draft.language || 'en',
  roles: draft.roles,
  work_group: draft.work_group.trim() || null,
});

/**
 * The organisation's users: add, edit roles and details, lock (after asking) and unlock, give a new
 * first password. Each change is made on the version of the user the page shows; when someone else
 * changed the user first, the form keeps what was typed, the refusal says who changed it and when,
 * and `$savedNow` holds their values where they differ. `onChanged` hears of every change (the
 * settings page reloads its audit log).
 */
export function createUsersPage(
  /** The page's words: the conflict's and the form's labels (`config.users.*`), which name what someone else saved. */
  words: ConflictWords & { 'config.saved': string } & Record<string, string>,
  onChanged: () => void,
  /** A role's name in the page's language, to show what someone else saved by names rather than codes. */
  roleName: (code: string) => string = (code) => code,
) {
  const users = createLoader(api.fetchUsers);
  const $draft = atom<UserDraft | null>(null);
  const $savedNow = atom<[string, string][]>([]);
  const $locking = atom<AdminUser | null>(null);
  const saving = createSaving(words['config.saved']);
  const changed = (list: AdminUser[]) => {
    users.set(list);
    onChanged();
  };
  /** Takes in the user as someone else saved them, then refuses in the page's own words. */
  const onConflict = (error: unknown, typed: unknown): never => {
    const current = isConflict(error) ? v.safeParse(AdminUserSchema, error.current) : null;
    if (!isConflict(error) || !current?.success) throw error;
    const fresh = current.output;
    users.set((users.data() ?? []).map((u) => (u.id === fresh.id ? fresh : u)));
    const draft = $draft.get();
    if (draft && draft.id === fresh.id) $draft.set({ ...draft, version: fresh.version });
    const named = <T>(user: T) => {
      const roles = (user as { roles?: unknown }).roles;
      return Array.isArray(roles) ? { ...user, roles: roles.map((r) => roleName(String(r))) } : user;
    };
    $savedNow.set(differences(named(fresh), named(typed), userLabel(words)));
    throw new Error(conflictMessage(error, words));
  };
  const versionIn = (list: AdminUser[], id: string) => list.find((u) => u.id === id)?.version ?? 0;
  const lockOrUnlock = (user: AdminUser) =>
    saving.save(async () => {
      $savedNow.set([]);
      try {
        changed(await api.setLocked(user, !user.locked));
      } catch (error) {
        onConflict(error, { locked: user.locked });
      }
    });

  return {
    users,
    $draft,
    $savedNow,
    $locking,
    saving,
    addNew() {
      saving.clear();
      $draft.set(NEW_USER);
    },
    edit(user: AdminUser) {
      saving.clear();
      $savedNow.set([]);
      $draft.set(draftOf(user));
    },
    editDraft(change: Partial<UserDraft>) {
      const draft = $draft.get();
      if (draft) $draft.set({ ...draft, ...change });
    },
    /** Ticks or unticks one role of the draft. */
    toggleRole(code: string, on: boolean) {
      const draft = $draft.get();
      if (!draft) return;
      const roles = draft.roles.filter((r) => r !== code);
      $draft.set({ ...draft, roles: on ? [...roles, code] : roles });
    },
    close: () => $draft.set(null),
    /** Adds the user, or changes them and then (when one was typed) gives them a new first password. */
    submit: () =>
      saving.save(async () => {
        const draft = $draft.get();
        if (!draft) return;
        const details = detailsOf(draft);
        $savedNow.set([]);
        if (draft.id === null)
          changed(
            await api.createUser({
              ...details,
              language: draft.language || null,
              username: draft.username,
              password: draft.password,
            }),
          );
        else {
          const id = draft.id;
          try {
            const list = await api.updateUser(id, draft.version, details);
            changed(list);
            if (draft.password) changed(await api.resetPassword(id, versionIn(list, id), draft.password));
          } catch (error) {
            onConflict(error, details);
          }
        }
        $draft.set(null);
      }),
    /** Locking ends the user's sessions at once: it is asked first. Unlocking is harmless and is not. */
    toggleLock(user: AdminUser) {
      if (user.locked) void lockOrUnlock(user);
      else $locking.set(user);
    },
    async confirmLock() {
      const user = $locking.get();
      if (user) await lockOrUnlock(user);
      $locking.set(null);
    },
    cancelLock: () => $locking.set(null),
    enter() {
      void users.load();
    },
    exit() {
      users.exit();
    },
  };
}

export type UsersPage = ReturnType<typeof createUsersPage>;
