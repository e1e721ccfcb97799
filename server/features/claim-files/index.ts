export { claimFileRoutes } from './routes.ts';
