export { startRoutes } from './routes.ts';
