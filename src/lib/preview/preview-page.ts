import { atom } from 'nanostores';
import type { MenuEntry } from '../../../contract/menu.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { setSession } from '../stores/session.ts';
import { fetchPreviewMenu, fetchPreviewRoles, startPreview } from './api.ts';

/**
 * /preview (app previewer): the roles chosen, the menu they would get, and the preview session
 * opened as them. `go` leaves for the product once the session is there (the page's address).
 */
export function createPreviewPage(go: () => void) {
  const roles = createLoader(fetchPreviewRoles);
  const $chosen = atom<string[]>(['claims.handler']);
  const $menu = atom<MenuEntry[] | null>(null);
  // Neither action needs a snack: the menu appears, or the page changes.
  const saving = createSaving();
  return {
    roles,
    $chosen,
    $menu,
    saving,
    /** A menu shown is for the roles it was asked for: changing them hides it. */
    toggle(role: string, on: boolean) {
      const chosen = $chosen.get();
      $chosen.set(on ? [...chosen, role] : chosen.filter((r) => r !== role));
      $menu.set(null);
    },
    showMenu: () => saving.save(async () => $menu.set(await fetchPreviewMenu($chosen.get()))),
    open: () =>
      saving.save(async () => {
        const tokens = await startPreview($chosen.get());
        setSession({ idToken: tokens.idToken, profile: tokens.profile });
        go();
      }),
    enter() {
      void roles.load();
    },
    exit() {
      roles.exit();
    },
  };
}
