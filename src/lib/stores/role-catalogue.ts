import { atom } from 'nanostores';
import { type CatalogueRole, RoleCatalogueSchema } from '../../../contract/role-catalogue.ts';
import { apiGet } from '../api/client.ts';
import { ensureSession } from '../auth/ensure-session.ts';

/**
 * The roles the signed-in person's organisation knows, each named in both languages, for the parts
 * of a page that show someone's roles by name (the profile, the preview banner): null until loaded.
 */
export const $roleCatalogue = atom<readonly CatalogueRole[] | null>(null);

let asked: Promise<void> | null = null;

/** Loads the catalogue once a page; when it cannot be loaded, roles show as their codes. */
export function loadRoleCatalogue(): Promise<void> {
  asked ??= ensureSession()
    .then(() => apiGet('/config/roles', RoleCatalogueSchema))
    .then(
      (roles) => $roleCatalogue.set(roles),
      () => {
        // Shown as their codes rather than waiting for ever; a later page asks again.
        if ($roleCatalogue.get() === null) $roleCatalogue.set([]);
        asked = null;
      },
    );
  return asked;
}
