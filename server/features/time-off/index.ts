export { standInFor } from './stand-in.ts';
