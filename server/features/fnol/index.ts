export { INTAKE_WINDOWS_MS } from './submit.ts';
export { pruneIntakeSubmissions } from './prune.ts';
