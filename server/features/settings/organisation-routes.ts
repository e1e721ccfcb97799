import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import { isIP } from 'node:net';
import * as v from 'valibot';
import { BrandingSchema, DEFAULT_BRANDING } from '../../../contract/branding.ts';
import { AppMetadataSchema } from '../../../contract/organisation.ts';
import {
  AssistantSettingsSchema,
  BrandingInputSchema,
  IpAllowListSchema,
  PasswordPolicyInputSchema,
  TrackerSettingsSchema,
  type AuditEntry,
  type OrganisationSettings,
  type TrackerSettings,
  type VersionedSection,
} from '../../../contract/settings.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { isAddressAllowed } from '../auth/index.ts';
import { requireSession } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById, ipAllowListOf } from '../auth/index.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireArea } from '../../access/require-area.ts';
import { audit } from '../../audit/audit.ts';
import { bumpSectionVersion, findSectionVersions, writeIfCurrent } from './bump-version.ts';
import { findLastChange } from '../../audit/last-change.ts';
import type { Kysely } from 'kysely';
import { assertSafeRule } from '../auth/index.ts';

type Ctx = Context<AppEnv>;

/** Stored tracker texts ({ en, ro } with indexed steps) as the settings form edits them. */
function trackerSettingsOf(stored: string | undefined): TrackerSettings | null {
  if (!stored) return null;
  const texts = JSON.parse(stored) as Record<
    'en' | 'ro',
    Record<string, unknown> & { config: { label: string; icon: string }[] }
  >;
  const oneLanguage = (t: (typeof texts)['en']) => ({
    title: t.title,
    case_identifier_name: t.case_identifier_name,
    search_message: t.search_message,
    not_found_message: t.not_found_message,
    security: t.security,
    steps: t.config.map((s) => ({ label: s.label, icon: s.icon })),
    action: t.action ?? null,
  });
  const parsed = v.safeParse(TrackerSettingsSchema, { en: oneLanguage(texts.en), ro: oneLanguage(texts.ro) });
  return parsed.success ? parsed.output : null;
}

const storedTrackerTexts = (settings: TrackerSettings) => {
  const oneLanguage = ({ steps, ...texts }: TrackerSettings['en']) => ({
    ...texts,
    config: steps.map((s, i) => ({ ...s, index: i + 1 })),
  });
  return JSON.stringify({ en: oneLanguage(settings.en), ro: oneLanguage(settings.ro) });
};

async function settingsOf(db: Kysely<Database>, organisationId: string): Promise<OrganisationSettings> {
  const org = await findOrganisationById(db, organisationId);
  const metadata = appMetadataOf(org);
  const tracker = await db
    .selectFrom('tracker_configs')
    .select('config')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const branding = v.safeParse(BrandingSchema, org.branding ? JSON.parse(org.branding) : DEFAULT_BRANDING);
  return {
    code: org.code,
    name: org.name,
    branding: branding.success ? branding.output : DEFAULT_BRANDING,
    password_policy: metadata.credentials.password_policy,
    assistant: { enable_ai_assistant: metadata.enable_ai_assistant, assistant_roles: metadata.assistant_roles },
    ip_allow_list: ipAllowListOf(org),
    tracker: trackerSettingsOf(tracker?.config),
    versions: await findSectionVersions(db, organisationId),
  };
}

/**
 * /config (app or org configurator): the organisation's branding, password policy, assistant,
 * IP allow-list and tracker texts, and the audit log. Every save records before and after, and
 * each section is saved only on the version its author saw.
 */
export function organisationSettingsRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'config')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;

  /**
   * Saves one section on the version the caller saw (If-Match): the version is taken first, then
   * `change` reads the section as it is now, writes it and says what it was and became for the
   * audit log. A stale version answers 409 with the settings as they are and who changed the section.
   */
  async function save(
    c: Ctx,
    section: VersionedSection,
    action: string,
    change: (db: Kysely<Database>) => Promise<{ before: unknown; after: unknown }>,
  ) {
    const seen = requireIfMatch(c);
    const target = action.split('.')[0]!;
    const applied = await writeIfCurrent(
      deps.db,
      (trx) => bumpSectionVersion(trx, orgId(c), section, seen),
      async (trx) => {
        const { before, after } = await change(trx);
        await audit(trx, actorOf(c), { action, target, before, after }, deps.clock.now());
      },
    );
    const settings = await settingsOf(deps.db, orgId(c));
    if (!applied)
      throw staleVersion(settings, settings.versions[section], await findLastChange(deps.db, orgId(c), target, action));
    setVersion(c, settings.versions[section]);
    return c.json(settings);
  }
  type Metadata = v.InferOutput<typeof AppMetadataSchema>;
  async function updateMetadata(
    c: Ctx,
    section: VersionedSection,
    action: string,
    change: (m: Metadata) => Metadata,
    pick: (m: Metadata) => unknown,
  ) {
    return save(c, section, action, async (db) => {
      const before = appMetadataOf(await findOrganisationById(db, orgId(c)));
      const after = change(before);
      await db
        .updateTable('organisations')
        .set({ app_metadata: JSON.stringify(after) })
        .where('id', '=', orgId(c))
        .execute();
      return { before: pick(before), after: pick(after) };
    });
  }

  return new Hono<AppEnv>()
    .get('/config/organisation', ...guard, async (c) => c.json(await settingsOf(deps.db, orgId(c))))
    .put('/config/branding', ...guard, async (c) => {
      const branding = await readJson(c, BrandingInputSchema);
      return save(c, 'branding', 'branding.update', async (db) => {
        const before = (await settingsOf(db, orgId(c))).branding;
        await db
          .updateTable('organisations')
          .set({ branding: JSON.stringify(branding) })
          .where('id', '=', orgId(c))
          .execute();
        return { before, after: branding };
      });
    })
    .put('/config/password-policy', ...guard, async (c) => {
      const policy = await readJson(c, PasswordPolicyInputSchema);
      assertSafeRule(policy.validation_rule);
      return updateMetadata(
        c,
        'password_policy',
        'password-policy.update',
        (m) => ({ ...m, credentials: { password_policy: policy } }),
        (m) => m.credentials.password_policy,
      );
    })
    .put('/config/assistant', ...guard, async (c) => {
      const body = await readJson(c, AssistantSettingsSchema);
      const roles = [...new Set(body.assistant_roles)];
      return updateMetadata(
        c,
        'assistant',
        'assistant.update',
        (m) => ({ ...m, enable_ai_assistant: body.enable_ai_assistant, assistant_roles: roles }),
        (m) => ({ enable_ai_assistant: m.enable_ai_assistant, assistant_roles: m.assistant_roles }),
      );
    })
    .put('/config/ip-allow-list', ...guard, async (c) => {
      const { entries } = await readJson(c, IpAllowListSchema);
      const list = [...new Set(entries.filter((e) => e !== ''))];
      list.forEach((entry, i) => {
        if (!isAllowListEntry(entry))
          throw new AppError(
            'validation_failed',
            `entries.${i}: ${entry} is not an address or a range such as 10.0.0.0/8.`,
          );
      });
      // A configurator cannot shut themself (and everyone at their desk) out by mistake.
      const own = clientAddress(c, deps.config.trustProxy);
      if (!isAddressAllowed(list, own))
        throw new AppError(
          'validation_failed',
          `entries: your own address ${own} would be refused; add it to the list first.`,
        );
      return save(c, 'ip_allow_list', 'ip-allow-list.update', async (db) => {
        const before = ipAllowListOf(await findOrganisationById(db, orgId(c)));
        await db
          .updateTable('organisations')
          .set({ ip_allow_list: JSON.stringify(list) })
          .where('id', '=', orgId(c))
          .execute();
        return { before, after: list };
      });
    })
    .put('/config/tracker', ...guard, async (c) => {
      const settings = await readJson(c, TrackerSettingsSchema);
      return save(c, 'tracker', 'tracker.update', async (db) => {
        const before = (await settingsOf(db, orgId(c))).tracker;
        const stored = storedTrackerTexts(settings);
        const updated = await db
          .updateTable('tracker_configs')
          .set({ config: stored })
          .where('organisation_id', '=', orgId(c))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0)
          await db
            .insertInto('tracker_configs')
            .values({ organisation_id: orgId(c), config: stored })
            .execute();
        return { before, after: settings };
      });
    })
    .get('/config/audit', ...guard, async (c) => {
      const rows = await deps.db
        .selectFrom('audit_log')
        .innerJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
        .leftJoin('users as acting', 'acting.id', 'audit_log.acting_as_user_id')
        .select([
          'audit_log.id',
          'audit_log.created_at',
          'actor.full_name as actor',
          'acting.full_name as acting_as',
          'audit_log.action',
          'audit_log.target',
          'audit_log.details',
        ])
        .where('audit_log.organisation_id', '=', orgId(c))
        .orderBy('audit_log.id', 'desc')
        .limit(200)
        .execute();
      return c.json(rows satisfies AuditEntry[]);
    });
}

function isAllowListEntry(entry: string): boolean {
  const [base = '', prefix, ...rest] = entry.split('/');
  const family = isIP(base);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
