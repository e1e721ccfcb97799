import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../contract/auth.ts';
import { ensureSession } from '../auth/ensure-session.ts';
import { switchUser } from '../auth/refresh.ts';
import { endPreview } from '../preview/api.ts';
import { $closeAllDialogs, showSnack } from '../stores/messages.ts';
import { $session, loadSession, type Session } from '../stores/session.ts';
import { setNotificationsOff } from './api.ts';
import { createUserMenu, guardOutcome, userMenuOf } from './user-menu.ts';

vi.mock('./api.ts', () => ({ setNotificationsOff: vi.fn(async () => ({})) }));
vi.mock('../preview/api.ts', () => ({ endPreview: vi.fn() }));
vi.mock('../auth/ensure-session.ts', () => ({
  ensureSession: vi.fn(),
  isGuardedPath: (path: string) => !path.includes('/guest'),
}));
vi.mock('../auth/paths.ts', () => ({
  localized: (path: string, lang = 'en') => (lang === 'ro' ? `/ro${path}` : path),
  loginUrl: () => '/login?returnUrl=here',
}));
vi.mock('../auth/refresh.ts', () => ({ switchUser: vi.fn() }));
vi.mock('../auth/sign-in.ts', () => ({
  needsRenewal: (p: Profile) => p.is_expired || p.is_default_pass,
  signOut: vi.fn(),
}));
vi.mock('../stores/messages.ts', async () => {
  const { atom } = await import('nanostores');
  return { $closeAllDialogs: atom(0), showSnack: vi.fn() };
});
vi.mock('../stores/session.ts', async () => {
  const { atom } = await import('nanostores');
  const $session = atom<Session | null>(null);
  return { $session, loadSession: vi.fn(), setSession: (s: Session) => $session.set(s) };
});

const profile = (over: Partial<Profile> = {}) =>
  ({
    user_id: 'me',
    full_name: 'Ana Pop',
    language: 'ro',
    org_type: 'primary',
    is_external: false,
    is_expired: false,
    is_default_pass: false,
    impersonated_by_user_id: null,
    preview_roles: null,
    replaced_users: [],
    user_metadata: {},
    app_metadata: { enable_user_impersonation: true, enable_user_new_activities_notifications: true },
    ...over,
  }) as Profile;
const session = (p: Profile): Session => ({ idToken: 't', profile: p });
const nav = () => ({ assign: vi.fn(), reload: vi.fn() });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the user menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('guards: a guarded page without a session signs in, a password to renew is renewed first', () => {
    expect(guardOutcome(null, true)).toBe('sign-in');
    expect(guardOutcome(null, false)).toBe('stay');
    expect(guardOutcome(session(profile()), true)).toBe('stay');
    expect(guardOutcome(session(profile({ is_default_pass: true })), false)).toBe('renew');
  });

  it('sends a visitor without a session to sign in, and one whose password expired to renew it in their language', async () => {
    vi.stubGlobal('location', { pathname: '/worklist' });
    vi.mocked(ensureSession).mockResolvedValueOnce(null);
    const go = nav();
    const menu = createUserMenu(go);
    menu.enter();
    await flush();
    expect(menu.$checked.get()).toBe(true);
    expect(go.assign).toHaveBeenCalledWith('/login?returnUrl=here');

    vi.mocked(ensureSession).mockResolvedValueOnce(session(profile({ is_expired: true })));
    const renew = nav();
    createUserMenu(renew).enter();
    await flush();
    expect(renew.assign).toHaveBeenCalledWith('/ro/renew-password');
  });

  it('asks nothing of the server on a guest page', async () => {
    vi.stubGlobal('location', { pathname: '/guest/abc' });
    vi.mocked(ensureSession).mockClear();
    vi.mocked(loadSession).mockReturnValue(null);
    const go = nav();
    createUserMenu(go).enter();
    await flush();
    expect(ensureSession).not.toHaveBeenCalled();
    expect(go.assign).not.toHaveBeenCalled();
  });

  it('offers acting as the replaced users but oneself, and no password change while acting as someone', () => {
    const users = [
      { user_id: 'me', username: 'ana', full_name: 'Ana Pop' },
      { user_id: 'u2', username: 'ion', full_name: 'Ion Ionescu' },
    ];
    const own = userMenuOf(profile({ replaced_users: users }));
    expect(own.actAs.map((u) => u.user_id)).toEqual(['u2']);
    expect(own.changePasswordDisabled).toBe(false);
    const off = userMenuOf(
      profile({
        replaced_users: users,
        app_metadata: {
          enable_user_impersonation: false,
          enable_user_new_activities_notifications: false,
        } as Profile['app_metadata'],
      }),
    );
    expect(off.actAs).toEqual([]);
    expect(off.notificationsToggle).toBe(false);
    const acting = userMenuOf(profile({ user_id: 'u2', impersonated_by_user_id: 'me' }));
    expect(acting).toMatchObject({ impersonating: true, realUserId: 'me', changePasswordDisabled: true });
    expect(userMenuOf(profile({ preview_roles: ['claims.handler'] })).changePasswordDisabled).toBe(true);
    expect(userMenuOf(profile({ is_external: true })).canChangePassword).toBe(false);
    expect(userMenuOf(profile({ org_type: 'other' })).notificationsToggle).toBe(false);
  });

  it('switches back to the real person, reloading, or signs in again when the switch is refused', async () => {
    $session.set(session(profile({ user_id: 'u2', impersonated_by_user_id: 'me' })));
    const go = nav();
    const menu = createUserMenu(go);
    vi.mocked(switchUser).mockResolvedValueOnce({} as Awaited<ReturnType<typeof switchUser>>);
    await menu.switchBack();
    expect(switchUser).toHaveBeenLastCalledWith('me', 'me');
    expect(go.reload).toHaveBeenCalled();
    vi.mocked(switchUser).mockResolvedValueOnce(null);
    await menu.switchTo('u3');
    expect(switchUser).toHaveBeenLastCalledWith('me', 'u3');
    expect(go.assign).toHaveBeenCalledWith('/login?returnUrl=here');
  });

  it('turns notifications off and on, keeping the choice in the session', async () => {
    $session.set(session(profile()));
    const menu = createUserMenu(nav());
    await menu.toggleNotifications();
    expect(setNotificationsOff).toHaveBeenLastCalledWith(true);
    expect(menu.$view.get()?.notificationsOff).toBe(true);
    await menu.toggleNotifications();
    expect(setNotificationsOff).toHaveBeenLastCalledWith(false);
    expect(menu.$view.get()?.notificationsOff).toBe(false);
  });

  it('ends a preview on the preview page with the session it gives back', async () => {
    $session.set(session(profile({ preview_roles: ['claims.handler'] })));
    vi.mocked(endPreview).mockResolvedValueOnce({ idToken: 'own', profile: profile() } as Awaited<
      ReturnType<typeof endPreview>
    >);
    const go = nav();
    await createUserMenu(go).endPreview();
    expect($session.get()?.idToken).toBe('own');
    expect(go.assign).toHaveBeenCalledWith('/preview');
  });

  it('closes the change-password dialog when every dialog is closed, and says a change in a snack', () => {
    vi.stubGlobal('location', { pathname: '/guest/x' });
    const menu = createUserMenu(nav());
    menu.enter();
    menu.openChangePassword();
    $closeAllDialogs.set($closeAllDialogs.get() + 1);
    expect(menu.$changingPassword.get()).toBe(false);
    menu.openChangePassword();
    menu.passwordChanged('Password changed.');
    expect(menu.$changingPassword.get()).toBe(false);
    expect(showSnack).toHaveBeenCalledWith('success', 'Password changed.');
    menu.exit();
  });
});
