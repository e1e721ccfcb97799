import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  DEFAULT_SETTLEMENT_SETTINGS,
  type SettlementSettings,
  SettlementSettingsSchema,
} from '../../../contract/settlement-settings.ts';
import type { DamageKind } from '../../../contract/settlement.ts';
import type { Database } from '../../db/schema.ts';
import { staleVersion } from '../../http/version.ts';

/** The organisation's settlement settings and their version (0 while the defaults were never saved). */
export async function settlementSettingsOf(
  db: Kysely<Database>,
  organisationId: string,
): Promise<{ settings: SettlementSettings; version: number }> {
  const row = await db
    .selectFrom('settlement_settings')
    .select(['settings', 'version'])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!row) return { settings: DEFAULT_SETTLEMENT_SETTINGS, version: 0 };
  const parsed = v.safeParse(SettlementSettingsSchema, JSON.parse(row.settings));
  return { settings: parsed.success ? parsed.output : DEFAULT_SETTLEMENT_SETTINGS, version: row.version };
}

/**
 * Saves the settings on the version the caller read: the first save inserts (of two, one wins by
 * the key), later ones take the version in the same statement as the write.
 */
export async function saveSettlementSettings(
  db: Kysely<Database>,
  organisationId: string,
  expected: number,
  settings: SettlementSettings,
): Promise<number> {
  const json = JSON.stringify(settings);
  const written =
    expected === 0
      ? (
          await db
            .insertInto('settlement_settings')
            .values({ organisation_id: organisationId, settings: json, version: 1 })
            .onConflict((oc) => oc.column('organisation_id').doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await db
            .updateTable('settlement_settings')
            .set({ settings: json, version: expected + 1 })
            .where('organisation_id', '=', organisationId)
            .where('version', '=', expected)
            .executeTakeFirst()
        ).numUpdatedRows;
  if (Number(written ?? 0) !== 1) {
    const current = await settlementSettingsOf(db, organisationId);
    throw staleVersion(current, current.version, { changed_by: null, changed_at: null });
  }
  return expected + 1;
}

/** The highest payment limit among a person's roles, 0 when none has one. */
export function paymentLimitOf(settings: SettlementSettings, roles: readonly string[]): number {
  let limit = 0;
  for (const entry of settings.payment_limits) if (roles.includes(entry.role)) limit = Math.max(limit, entry.limit);
  return limit;
}

/**
 * The roles that carry a payment authority in the organisation (a limit above zero): the people
 * holding one see the payments page in their menu.
 */
export async function paymentRolesOf(db: Kysely<Database>, organisationId: string): Promise<string[]> {
  const { settings } = await settlementSettingsOf(db, organisationId);
  return settings.payment_limits.filter((entry) => entry.limit > 0).map((entry) => entry.role);
}

/** The reserves a claim starts with: its product and damage kind's, else the organisation's default. */
export function startingReserves(settings: SettlementSettings, product: string, damageKind: DamageKind) {
  const match = settings.reserve_defaults.find((d) => d.product === product && d.damage_kind === damageKind);
  return match
    ? { indemnity_minor: match.indemnity_minor, expenses_minor: match.expenses_minor }
    : settings.default_reserve;
}
