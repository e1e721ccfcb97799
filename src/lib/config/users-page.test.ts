import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../contract/users-admin.ts';
import { ApiError } from '../api/api-error.ts';
import { fetchUsers, resetPassword, setLocked, updateUser } from './api.ts';
import { createUsersPage } from './users-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchUsers: vi.fn(),
  createUser: vi.fn(),
  updateUser: vi.fn(),
  resetPassword: vi.fn(),
  setLocked: vi.fn(),
}));

const ana: AdminUser = {
  id: 'u1',
  username: 'ana',
  full_name: 'Ana Pop',
  email: null,
  language: 'ro',
  roles: ['claims.handler'],
  work_group: null,
  locked: false,
  is_external: false,
  is_default_pass: false,
  version: 1,
  manageable: true,
};
const words = { 'config.saved': 'Saved.', 'conflict.changedBy': '{{name}} changed it.', 'conflict.someone': 'someone' };

async function enteredPage(onChanged = vi.fn()) {
  vi.mocked(fetchUsers).mockResolvedValue([ana]);
  const page = createUsersPage(words, onChanged);
  page.enter();
  await vi.waitFor(() => expect(page.users.$loaded.get().state).toBe('ready'));
  return page;
}

describe('the users section', () => {
  it('saves the details, then the new password on the version the first save gave back', async () => {
    const onChanged = vi.fn();
    const page = await enteredPage(onChanged);
    page.edit(ana);
    page.editDraft({ full_name: 'Ana Popa', password: 'New-Password-2026!' });
    vi.mocked(updateUser).mockResolvedValue([{ ...ana, full_name: 'Ana Popa', version: 2 }]);
    vi.mocked(resetPassword).mockResolvedValue([{ ...ana, full_name: 'Ana Popa', version: 3 }]);
    await page.submit();
    expect(updateUser).toHaveBeenCalledWith('u1', 1, expect.objectContaining({ full_name: 'Ana Popa' }));
    expect(resetPassword).toHaveBeenCalledWith('u1', 2, 'New-Password-2026!');
    expect(page.$draft.get()).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed on the newer version and shows what differs when someone changed the user first', async () => {
    const page = await enteredPage();
    page.edit(ana);
    page.editDraft({ full_name: 'Ana Popa' });
    const now = { ...ana, full_name: 'Ana Popescu', version: 4 };
    vi.mocked(updateUser).mockRejectedValue(
      new ApiError(409, 'conflict', 'stale', { current: now, params: { changed_by: 'Dan' } }),
    );
    await page.submit();
    expect(page.saving.$problem.get()).toBe('Dan changed it.');
    expect(page.$draft.get()).toMatchObject({ full_name: 'Ana Popa', version: 4 });
    expect(page.$savedNow.get()).toEqual([['full_name', 'Ana Popescu']]);
    expect(page.users.data()).toEqual([now]);
  });

  it('asks before locking, but unlocks at once', async () => {
    const page = await enteredPage();
    page.toggleLock(ana);
    expect(page.$locking.get()).toEqual(ana);
    expect(setLocked).not.toHaveBeenCalled();
    const locked = { ...ana, locked: true, version: 2 };
    vi.mocked(setLocked).mockResolvedValue([locked]);
    await page.confirmLock();
    expect(setLocked).toHaveBeenCalledWith(ana, true);
    expect(page.$locking.get()).toBeNull();
    page.toggleLock(locked);
    expect(setLocked).toHaveBeenLastCalledWith(locked, false);
  });

  it('ticks and unticks roles, and names them when showing what someone else saved', async () => {
    const names: Record<string, string> = { 'claims.handler': 'Inspector daune', 'claims.manager': 'Manager daune' };
    vi.mocked(fetchUsers).mockResolvedValue([ana]);
    const page = createUsersPage(words, vi.fn(), (code) => names[code] ?? code);
    page.enter();
    await vi.waitFor(() => expect(page.users.$loaded.get().state).toBe('ready'));
    page.edit(ana);
    page.toggleRole('claims.manager', true);
    page.toggleRole('claims.handler', false);
    expect(page.$draft.get()?.roles).toEqual(['claims.manager']);
    const now = { ...ana, roles: ['claims.handler', 'claims.manager'], version: 2 };
    vi.mocked(updateUser).mockRejectedValue(
      new ApiError(409, 'conflict', 'stale', { current: now, params: { changed_by: 'Dan' } }),
    );
    await page.submit();
    expect(updateUser).toHaveBeenLastCalledWith('u1', 1, expect.objectContaining({ roles: ['claims.manager'] }));
    expect(page.$savedNow.get()).toEqual([['roles', 'Inspector daune, Manager daune']]);
  });
});
