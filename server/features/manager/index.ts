export { teamWorkload } from './team.ts';
