export { findOrganisationByCode, findOrganisationById, findUserById, findUserByUsername, lockUser } from './rows.ts';
export type { OrganisationRow, UserRow } from './rows.ts';
export { appMetadataOf, ipAllowListOf, oidcSettingsOf, parseJson, rolesOf } from './stored-settings.ts';
