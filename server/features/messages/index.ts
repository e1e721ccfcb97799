export { composeRoutes, messageTemplateRoutes } from './routes.ts';
