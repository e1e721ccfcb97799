import { useStore } from '@nanostores/react';
import { createUserMenu } from '../../lib/profile/user-menu.ts';
import { loginUrl } from '../../lib/auth/paths.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
import { DeferredMenu } from '../common/DeferredMenu.tsx';
import ChangePasswordDialog from './ChangePasswordDialog.tsx';
import { CHANGE_PASSWORD_MESSAGE_KEYS, type ChangePasswordMessages } from './change-password-keys.ts';
import { MENU_BUTTON, USER_MENU_BUTTON_ID } from './user-menu-look.ts';

export const USER_MENU_MESSAGE_KEYS = [
  'userMenu.label',
  'userMenu.changePassword',
  'userMenu.signOut',
  'userMenu.signIn',
  'userMenu.actAs',
  'userMenu.backToSelf',
  'impersonation.banner',
  'impersonation.switchBack',
  'preview.banner',
  'preview.end',
  'password.success.changed',
  'userMenu.notificationsOff',
  'userMenu.notificationsOn',
  'shell.search',
  'userMenu.profile',
  ...CHANGE_PASSWORD_MESSAGE_KEYS,
] as const;

export type UserMenuMessages = Record<(typeof USER_MENU_MESSAGE_KEYS)[number], string> & ChangePasswordMessages;

interface Props {
  messages: UserMenuMessages;
}

/**
 * The staff toolbar's user menu (spec.md section 2), and the route guard of the secured layout:
 * on a guarded page without a session, the person goes to sign in with a return address.
 */
export default function UserMenu({ messages: m }: Props) {
  const menu = usePage(() => createUserMenu(), { everyPage: true });
  const view = useClientStore(menu.$view, null);
  const checked = useStore(menu.$checked);
  const changing = useStore(menu.$changingPassword);
  const previewNames = useClientStore(menu.$previewRoleNames, null);

  if (!checked) return null;
  if (!view) {
    return (
      <a href={loginUrl()} className="rounded px-3 py-1 text-on-brand underline">
        {m['userMenu.signIn']}
      </a>
    );
  }

  const { profile, previewRoles, impersonating } = view;
  return (
    <>
      {previewRoles && (
        <SessionBanner
          testId="preview-banner"
          tone="bg-sky-200 text-sky-950"
          text={interpolate(m['preview.banner'], { roles: (previewNames ?? previewRoles).join(', ') })}
          action={m['preview.end']}
          onAction={menu.endPreview}
        />
      )}
      {impersonating && (
        <SessionBanner
          testId="impersonation-banner"
          tone="bg-amber-200 text-amber-950"
          text={interpolate(m['impersonation.banner'], { name: profile.full_name })}
          action={m['impersonation.switchBack']}
          onAction={menu.switchBack}
        />
      )}
      <DeferredMenu
        load={() => import('./UserMenuItems.tsx')}
        props={{ view, menu, messages: m }}
        className={MENU_BUTTON}
        label={`${m['userMenu.label']}: ${profile.full_name}`}
      >
        {profile.full_name}
      </DeferredMenu>
      <ChangePasswordDialog
        open={changing}
        returnFocus={() => document.querySelector<HTMLElement>(`#${USER_MENU_BUTTON_ID}`)}
        profile={profile}
        messages={m}
        onClose={menu.closeChangePassword}
        onChanged={() => menu.passwordChanged(m['password.success.changed'])}
      />
    </>
  );
}

/** A band at the bottom of the screen saying the session is not the person's own, with the way back. */
function SessionBanner({
  testId,
  tone,
  text,
  action,
  onAction,
}: {
  testId: string;
  tone: string;
  text: string;
  action: string;
  onAction: () => Promise<void>;
}) {
  return (
    <div
      role="status"
      className={`fixed inset-x-0 bottom-12 z-40 flex items-center justify-center gap-3 px-4 py-2 small:bottom-0 ${tone}`}
      data-testid={testId}
    >
      <span>{text}</span>
      <button
        type="button"
        onClick={() => void onAction()}
        className="rounded border border-current px-3 py-1 font-semibold"
      >
        {action}
      </button>
    </div>
  );
}
