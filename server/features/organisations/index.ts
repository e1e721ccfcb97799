export {
  findOrganisationByCode,
  findOrganisationById,
  findUserById,
  findUserByUsername,
  lockUser,
  unlockUserLockedFor,
} from './rows.ts';
export type { OrganisationRow, UserRow } from './rows.ts';
export { appMetadataOf, ipAllowListOf, oidcSettingsOf, parseJson, rolesOf } from './stored-settings.ts';
export {
  activeMembersOf,
  activeUserOf,
  addUser,
  bumpUserVersion,
  findUserOf,
  isUsernameTaken,
  listUsers,
  rolesInUse,
  setUserDetails,
  setUserLock,
  workGroupsBySize,
  workGroupsOf,
} from './user-accounts.ts';
export type { UserDetails } from './user-accounts.ts';
export { rehashPassword, setCodeChannel, setUserLanguage, setUserMetadata, storePassword } from './user-settings.ts';
export { bumpSectionVersion, findSectionVersions, saveOrganisationSettings } from './sections.ts';
export type { SettingsPatch } from './sections.ts';
export { organisationCodesOf, organisationIdOfCaseNumber, publicOrganisationId } from './public-lookup.ts';
export { nameIn, userIdsNamed, userNamesOf, usersByIds, withUserNames } from './user-names.ts';
export { addDemoOrganisation, addDemoUser, membersOfWorkGroup } from './demo-data.ts';
export {
  addOwnRole,
  findOwnRole,
  renameOwnRole,
  roleCatalogueOf,
  unknownRolesOf,
} from './role-catalogue.ts';
export { assertKnownRoles, choicesIn } from './known-roles.ts';
export type { RoleChoice } from './known-roles.ts';
export { colleaguesWhoMayHold } from './colleagues.ts';
