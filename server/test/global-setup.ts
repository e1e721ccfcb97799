import { fileURLToPath } from 'node:url';
import { ensureSiteBuilt } from '../site-build.ts';

export default function setup(): void {
  ensureSiteBuilt(fileURLToPath(new URL('../..', import.meta.url)));
}
