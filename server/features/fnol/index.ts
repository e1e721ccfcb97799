export { INTAKE_WINDOWS_MS } from './submit.ts';
