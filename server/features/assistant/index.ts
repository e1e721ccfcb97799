export { pruneUsageDays } from './prune.ts';
