import { REFERENCE_LISTS, type ReferenceListCode } from '../../../contract/reference.ts';
import type { AppDatabase } from '../../db/database.ts';
import { factory } from '../../http/app-env.ts';
import { requestLanguage } from '../../i18n.ts';
import { referenceList } from './lists.ts';

/**
 * The reference lists whose paths start with `prefix` (such as /fnol), for mounting at /api plus
 * that prefix. They are public: the first-notice-of-loss form of a policyholder needs them before
 * anyone signs in, and they hold nothing private.
 */
export function referenceRoutes(database: AppDatabase, prefix: string) {
  const app = factory.createApp();
  for (const [list, path] of Object.entries(REFERENCE_LISTS) as [ReferenceListCode, string][]) {
    if (!path.startsWith(`${prefix}/`)) continue;
    const relative = path.slice(prefix.length);
    // Most of these paths are known with a trailing slash; both spellings answer.
    app.on('GET', [...new Set([relative, relative.replace(/\/$/, '')])], async (c) =>
      c.json(await referenceList(database.db, list, requestLanguage(c))),
    );
  }
  return app;
}
