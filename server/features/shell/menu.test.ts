import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_METADATA } from '../../../contract/organisation.ts';
import { ROLES } from '../../../contract/roles.ts';
import { readFileSync } from 'node:fs';
import { allowedAreas, buildMenu, mayUseArea } from './menu.ts';

const context = (roles: string[], special = false, paymentRoles = ['claims.handler', 'claims.manager']) => ({
  roles,
  features: { ...DEFAULT_APP_METADATA, enable_special_customers: special },
  paymentRoles,
});

describe('area access, the rules behind every area call', () => {
  it.each([
    ['preview', [ROLES.appPreviewer], ['claims.handler']],
    ['config', [ROLES.orgConfigurator], [ROLES.partnerManager]],
    ['manager-area', ['claims.manager'], [ROLES.assessorManager]],
    ['time-off', ['x.selfmanaged'], ['claims.manager']],
    ['config-partners', [ROLES.partnerManager], [ROLES.orgConfigurator]],
    ['help', [ROLES.orgHelpAdmin], [ROLES.appConfigurator]],
    ['appointment-locations', [ROLES.assessorManager], ['claims.manager']],
    ['agenda', [ROLES.assessor], ['claims.manager']],
    ['assessment-search', [ROLES.assessor], ['claims.handler']],
    ['assessment-search', [ROLES.assessorManager], ['claims.manager']],
  ])('%s: allowed for %o, refused for %o', (area, allowed, refused) => {
    expect(mayUseArea(area, context(allowed))).toBe(true);
    expect(mayUseArea(area, context(refused))).toBe(false);
  });

  it('needs both the role and the feature for special customers', () => {
    expect(mayUseArea('special-customers', context([ROLES.orgConfigurator], true))).toBe(true);
    expect(mayUseArea('special-customers', context([ROLES.orgConfigurator], false))).toBe(false);
    expect(mayUseArea('special-customers', context(['claims.handler'], true))).toBe(false);
  });

  it("opens payments to the roles the organisation's settlement settings give a payment authority", () => {
    expect(mayUseArea('settlement', context(['claims.handler']))).toBe(true);
    expect(mayUseArea('settlement', context([ROLES.orgConfigurator, 'claims.manager']))).toBe(true);
    expect(mayUseArea('settlement', context([ROLES.orgConfigurator]))).toBe(false);
    // An organisation that takes the authority from handlers takes the page from them too.
    expect(mayUseArea('settlement', context(['claims.handler'], false, ['claims.manager']))).toBe(false);
    expect(mayUseArea('settlement', context(['claims.manager'], false, []))).toBe(false);
  });

  it('knows no unknown area', () => {
    expect(mayUseArea('no-such-area', context([ROLES.appConfigurator]))).toBe(false);
  });

  it('lists the areas a user may open, the Romanian-only ones too', () => {
    const areas = allowedAreas(context(['x.selfmanaged', ROLES.assessorManager]));
    expect(areas).toContain('time-off');
    expect(areas).toContain('appointment-locations');
    expect(areas).not.toContain('config');
  });
});

describe('the names of the menu', () => {
  const widest = context([...Object.values(ROLES), 'claims.manager', 'x.selfmanaged'], true);
  it.each(['en', 'ro'] as const)('are all different in %s, for the widest menu', (language) => {
    const words = JSON.parse(readFileSync(`public/assets/i18n/${language}.json`, 'utf8')) as Record<string, string>;
    const names = buildMenu({ ...widest, language }).map((entry) => words[entry.labelKey]);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);
  });
});
