export { organisationSettingsRoutes } from './organisation-routes.ts';
export { statusesHelpRoutes } from './statuses-help-routes.ts';
export { usersRoutes } from './users-routes.ts';
