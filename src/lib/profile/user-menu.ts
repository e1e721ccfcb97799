import { atom, computed } from 'nanostores';
import type { Profile } from '../../../contract/auth.ts';
import { endPreview as endPreviewSession } from '../preview/api.ts';
import { ensureSession, isGuardedPath } from '../auth/ensure-session.ts';
import { switchUser } from '../auth/refresh.ts';
import { needsRenewal, signOut } from '../auth/sign-in.ts';
import { $closeAllDialogs, showSnack } from '../stores/messages.ts';
import { roleNamesIn } from '../../../contract/role-catalogue.ts';
import { currentLanguage, localized, loginUrl } from '../auth/paths.ts';
import { $roleCatalogue, loadRoleCatalogue } from '../stores/role-catalogue.ts';
import { $session, loadSession, setSession, type Session } from '../stores/session.ts';
import { toggleNotificationsOff } from './notifications-setting.ts';

/** Where the route guard sends the person: nowhere, to sign in, or to renew an expired or default password. */
export type GuardOutcome = 'stay' | 'sign-in' | 'renew';

/** The route guard of the secured layout: a guarded page needs a session, and a session a usable password. */
export function guardOutcome(session: Session | null, guarded: boolean): GuardOutcome {
  if (!session) return guarded ? 'sign-in' : 'stay';
  return needsRenewal(session.profile) ? 'renew' : 'stay';
}

/** What the user menu offers the signed-in person. */
export function userMenuOf(profile: Profile) {
  const impersonating = profile.impersonated_by_user_id !== null;
  const canImpersonate = profile.app_metadata.enable_user_impersonation && profile.replaced_users.length > 0;
  return {
    profile,
    /** The person signed in, whoever they act as. */
    realUserId: profile.impersonated_by_user_id ?? profile.user_id,
    impersonating,
    /** External people have no password here; it cannot change while acting as someone or previewing. */
    canChangePassword: !profile.is_external,
    changePasswordDisabled: impersonating || profile.preview_roles !== null,
    actAs: canImpersonate ? profile.replaced_users.filter((u) => u.user_id !== profile.user_id) : [],
    previewRoles: profile.preview_roles ?? null,
    notificationsToggle:
      profile.org_type === 'primary' && profile.app_metadata.enable_user_new_activities_notifications,
    notificationsOff: profile.user_metadata.notifications_off === true,
  };
}
export type UserMenuView = ReturnType<typeof userMenuOf>;

/** How the menu leaves the page; the browser's own by default. */
export interface Navigation {
  assign(url: string): void;
  reload(): void;
}

// Looked up on use: the menu is also made while the page is pre-rendered, where there is no location.
const browserNavigation: Navigation = {
  assign: (url) => location.assign(url),
  reload: () => location.reload(),
};

/**
 * The staff toolbar's user menu (spec.md section 2), and the route guard of the secured layout:
 * on a guarded page without a session, the person goes to sign in with a return address.
 */
export function createUserMenu(nav: Navigation = browserNavigation) {
  /** Nothing is shown until the session has been looked at, so a signed-out page never flashes a name. */
  const $checked = atom(false);
  const $changingPassword = atom(false);
  const $view = computed($session, (session) => (session ? userMenuOf(session.profile) : null));
  /** The roles a preview shows, by their names in the page's language (their codes until the names are there). */
  const $previewRoleNames = computed([$view, $roleCatalogue], (view, catalogue) =>
    view?.previewRoles ? roleNamesIn(catalogue ?? [], view.previewRoles, currentLanguage()) : null,
  );
  let stop = () => {};
  /** Each entry's guard check; one from an earlier entry is dropped. */
  let entry = 0;

  const switchTo = async (userId: string) => {
    const view = $view.get();
    if (!view) return;
    if (await switchUser(view.realUserId, userId)) nav.reload();
    else nav.assign(loginUrl());
  };

  return {
    $checked,
    $changingPassword,
    $view,
    $previewRoleNames,
    enter() {
      const mine = ++entry;
      // A guest page asks nothing of the server for a visitor who is not signed in.
      const guarded = isGuardedPath(location.pathname);
      void (guarded ? ensureSession() : Promise.resolve(loadSession())).then((current) => {
        if (mine !== entry) return;
        $checked.set(true);
        if (current?.profile.preview_roles) void loadRoleCatalogue();
        const outcome = guardOutcome(current, guarded);
        if (outcome === 'sign-in') nav.assign(loginUrl());
        else if (outcome === 'renew' && current) nav.assign(localized('/renew-password', current.profile.language));
      });
      // spec.md: a 405 closes every dialog before the correlation dialog opens.
      stop = $closeAllDialogs.listen(() => $changingPassword.set(false));
    },
    exit() {
      entry++;
      stop();
    },
    openChangePassword() {
      $changingPassword.set(true);
    },
    closeChangePassword() {
      $changingPassword.set(false);
    },
    /** The dialog closes and the change is said in a snack. */
    passwordChanged(text: string) {
      $changingPassword.set(false);
      showSnack('success', text);
    },
    switchTo,
    /** Back to the person's own account from acting as someone. */
    switchBack: () => switchTo($view.get()?.realUserId ?? ''),
    toggleNotifications: toggleNotificationsOff,
    /** Ends a preview session: back to the person's own session, on the preview page. */
    async endPreview() {
      const tokens = await endPreviewSession();
      setSession({ idToken: tokens.idToken, profile: tokens.profile });
      nav.assign(localized('/preview'));
    },
    signOut,
  };
}
