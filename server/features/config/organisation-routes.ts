import type { Context } from 'hono';
import { isIP } from 'node:net';
import {
  AssistantSettingsSchema,
  BrandingInputSchema,
  IpAllowListSchema,
  LanguageSettingsSchema,
  PasswordPolicyInputSchema,
  TrackerSettingsSchema,
  type VersionedSection,
} from '../../../contract/settings.ts';
import { requireArea } from '../../access/require-area.ts';
import { findLastChange } from '../../audit/last-change.ts';
import { AppError } from '../../errors.ts';
import { factory, type AppEnv } from '../../http/app-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { assertSafeRule, isAddressAllowed, requireSession } from '../auth/index.ts';
import { requestLanguage } from '../../i18n.ts';
import { assertKnownRoles, choicesIn } from '../organisations/index.ts';
import { describedAuditEntries } from './audit-entries.ts';
import { findOrganisationSettings } from './organisation-settings.ts';
import {
  saveSection,
  targetOf,
  writeBranding,
  writeDefaultLanguage,
  writeIpAllowList,
  writeMetadata,
  writeTrackerTexts,
  writeAssessmentSettings,
} from './save-section.ts';
import { AssessmentSettingsSchema } from '../../../contract/assessment-settings.ts';

type Ctx = Context<AppEnv>;

/**
 * /api/config (app or org configurator): the organisation's branding, password policy, assistant,
 * IP allow-list, tracker texts and the language of new users, and the audit log. Every save records before and after, and
 * each section is saved only on the version its author saw.
 */
export function organisationSettingsRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'config')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;

  /**
   * Saves one section on the version the caller saw (If-Match) and answers the settings as they
   * are now; a stale version answers 409 with them and who changed the section.
   */
  async function save(c: Ctx, section: VersionedSection, action: string, write: Parameters<typeof saveSection>[2]) {
    const seen = requireIfMatch(c);
    const applied = await saveSection(
      deps.db,
      { actor: actorOf(c), section, action, seen, now: deps.clock.now() },
      write,
    );
    const settings = await findOrganisationSettings(deps.db, orgId(c));
    if (!applied) {
      const changed = await findLastChange(deps.db, orgId(c), targetOf(action), action);
      throw staleVersion(settings, settings.versions[section], changed);
    }
    setVersion(c, settings.versions[section]);
    return c.json(settings);
  }

  return factory
    .createApp()
    .get('/organisation', ...guard, async (c) => c.json(await findOrganisationSettings(deps.db, orgId(c))))
    .put('/branding', ...guard, async (c) => {
      const branding = await readJson(c, BrandingInputSchema);
      return save(c, 'branding', 'branding.update', writeBranding(branding));
    })
    .put('/password-policy', ...guard, async (c) => {
      const policy = await readJson(c, PasswordPolicyInputSchema);
      assertSafeRule(policy.validation_rule);
      const write = writeMetadata(
        (m) => ({ ...m, credentials: { password_policy: policy } }),
        (m) => m.credentials.password_policy,
      );
      return save(c, 'password_policy', 'password-policy.update', write);
    })
    .put('/assistant', ...guard, async (c) => {
      const body = await readJson(c, AssistantSettingsSchema);
      const roles = [...new Set(body.assistant_roles)];
      await assertKnownRoles(deps.db, orgId(c), choicesIn('assistant_roles', roles));
      const write = writeMetadata(
        (m) => ({ ...m, enable_ai_assistant: body.enable_ai_assistant, assistant_roles: roles }),
        (m) => ({ enable_ai_assistant: m.enable_ai_assistant, assistant_roles: m.assistant_roles }),
      );
      return save(c, 'assistant', 'assistant.update', write);
    })
    .put('/ip-allow-list', ...guard, async (c) => {
      const { entries } = await readJson(c, IpAllowListSchema);
      const list = [...new Set(entries.filter((e) => e !== ''))];
      list.forEach((entry, i) => {
        if (!isAllowListEntry(entry))
          throw new AppError('validation_failed', 'error.ipAllowList.notAnAddress', {
            field: `entries.${i}`,
            params: { entry },
          });
      });
      // A configurator cannot shut themself (and everyone at their desk) out by mistake.
      const own = clientAddress(c, deps.config.trustedProxies);
      if (!isAddressAllowed(list, own))
        throw new AppError('validation_failed', 'error.ipAllowList.ownAddress', {
          field: 'entries',
          params: { address: own },
        });
      return save(c, 'ip_allow_list', 'ip-allow-list.update', writeIpAllowList(list));
    })
    .put('/tracker', ...guard, async (c) => {
      const settings = await readJson(c, TrackerSettingsSchema);
      return save(c, 'tracker', 'tracker.update', writeTrackerTexts(settings));
    })
    .put('/language', ...guard, async (c) => {
      const { default_language } = await readJson(c, LanguageSettingsSchema);
      return save(c, 'language', 'language.update', writeDefaultLanguage(default_language));
    })
    .put('/assessment', ...guard, async (c) => {
      const settings = await readJson(c, AssessmentSettingsSchema);
      const limits = settings.approval_limits.map((l, i) => ({ field: `approval_limits.${i}.role`, role: l.role }));
      await assertKnownRoles(deps.db, orgId(c), limits);
      return save(c, 'assessment', 'assessment.update', writeAssessmentSettings(settings));
    })
    .get('/audit', ...guard, async (c) => c.json(await describedAuditEntries(deps.db, orgId(c), requestLanguage(c))));
}

/** An IPv4 or IPv6 address, or a range of them in CIDR notation. */
function isAllowListEntry(entry: string): boolean {
  const [base = '', prefix, ...rest] = entry.split('/');
  const family = isIP(base);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
