import { TokensSchema } from '../../../contract/auth.ts';
import { MenuResponseSchema } from '../../../contract/menu.ts';
import { AvailableRolesSchema } from '../../../contract/preview.ts';
import { apiGet, apiPost } from '../api/client.ts';

/** Previewing the app as other roles: which may be chosen, their menu, and the preview session. */
export const fetchPreviewRoles = () => apiGet('/preview/roles', AvailableRolesSchema);
export const fetchPreviewMenu = async (roles: string[]) =>
  (await apiPost('/preview/menu', { roles }, MenuResponseSchema)).entries;
export const startPreview = (roles: string[]) => apiPost('/preview/start', { roles }, TokensSchema);
export const endPreview = () => apiPost('/preview/end', {}, TokensSchema);
