import * as v from 'valibot';

/**
 * GET /api/config/menu: the side menu and bottom bar entries a user may see, decided by the
 * server from roles, features and language.
 */
const MenuBadgeSchema = v.object({
  type: v.picklist(['count', 'new', 'warning']),
  value: v.union([v.number(), v.string()]),
});

const MenuChildSchema = v.object({ id: v.string(), href: v.string(), label: v.string() });

const MenuEntrySchema = v.object({
  id: v.string(),
  href: v.string(),
  /** Translation key of the entry's name. */
  labelKey: v.string(),
  /** Place on the bottom bar of small screens; null for entries never shown there (search). */
  mobileOrder: v.nullable(v.number()),
  children: v.array(MenuChildSchema),
  badge: v.nullable(MenuBadgeSchema),
});

export const MenuResponseSchema = v.object({
  entries: v.array(MenuEntrySchema),
  /**
   * Every area (menu entry id) the user may open, whatever the language hides from the menu: a page
   * of an area not listed says it is not available before it calls anything (src/lib/shell/page-access.ts).
   */
  areas: v.optional(v.array(v.string())),
});

export type MenuEntry = v.InferOutput<typeof MenuEntrySchema>;
export type MenuResponse = v.InferOutput<typeof MenuResponseSchema>;

/** The bottom bar shows this many entries, the rest under More. */
export const BOTTOM_BAR_VISIBLE = 3;
