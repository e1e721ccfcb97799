import { Hono } from 'hono';
import { REFERENCE_LISTS, type ReferenceItem, type ReferenceListCode } from '../../../contract/reference.ts';
import type { AppDatabase } from '../../db/database.ts';
import { requestLanguage } from '../../i18n.ts';

/**
 * The reference lists of spec.md section 7. They are public: the first-notice-of-loss form of a
 * policyholder needs them before anyone signs in, and they hold nothing private.
 */
export function referenceRoutes(database: AppDatabase) {
  const app = new Hono();
  for (const [list, path] of Object.entries(REFERENCE_LISTS) as [ReferenceListCode, string][]) {
    // spec.md writes most of these with a trailing slash; both spellings answer.
    app.on('GET', [...new Set([path, path.replace(/\/$/, '')])], async (c) => {
      const language = requestLanguage(c);
      const rows = await database.db
        .selectFrom('reference_items')
        .selectAll()
        .where('list_code', '=', list)
        .orderBy('sort')
        .execute();
      const items: ReferenceItem[] = rows.map((row) => ({
        code: row.code,
        name: language === 'ro' ? row.name_ro : row.name_en,
        parent_code: row.parent_code,
      }));
      return c.json(items);
    });
  }
  return app;
}
