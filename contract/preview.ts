import * as v from 'valibot';

/**
 * /preview (app previewer): the product as chosen roles would see it. The menu is shown first;
 * "open" starts a preview session in which every page reads as those roles and nothing can be
 * changed, until the preview ends.
 */
export const PreviewRolesSchema = v.object({
  roles: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z][\w.]{1,63}$/, 'error.role.nameFormat'))),
    v.minLength(1, 'error.preview.roleRequired'),
    v.maxLength(30, 'error.role.tooMany'),
  ),
});

/** GET /api/preview/roles: the roles to choose from (the organisation's and the product's), each named. */
export { RoleCatalogueSchema as AvailableRolesSchema } from './role-catalogue.ts';
