import type { Language } from '../../../contract/languages.ts';
import type { MenuEntry } from '../../../contract/menu.ts';
import type { AppMetadata } from '../../../contract/organisation.ts';
import { REPORTS } from '../../../contract/reports.ts';
import { reportCategories } from '../reports/index.ts';
import {
  hasRole,
  hasRoleEndingWith,
  MANAGER_ROLE_SUFFIX,
  ROLES,
  SELF_MANAGED_ROLE_SUFFIX,
} from '../../../contract/roles.ts';
import { WORKLISTS } from '../../../contract/worklists.ts';

/**
 * The side menu, entry by entry, with its access rule. The same rules decide
 * the menu a user is sent and the areas the server lets a user call, so the two never disagree.
 */
export interface MenuContext {
  roles: readonly string[];
  features: AppMetadata;
  language: Language;
  /**
   * The roles holding a payment authority in the organisation's settlement settings: an
   * organisation's settings, not a fixed role, decide who pays, so the caller asks settlement.
   */
  paymentRoles: readonly string[];
}

interface MenuRule {
  id: string;
  href: string;
  labelKey: string;
  /** Its place on the bottom bar of small screens: shortlist 1, worklist 2, reports 3, config 4, others last; null never. */
  mobileOrder: number | null;
  allowed: (c: MenuContext) => boolean;
  /** Entries of the Romanian menu only. */
  romanianOnly?: boolean;
}

const OTHERS = 100;

const MENU_RULES: MenuRule[] = [
  { id: 'shortlist', href: '/assignments/shortlist', labelKey: 'menu.shortlist', mobileOrder: 1, allowed: () => true },
  { id: 'worklist', href: '/assignments/worklist', labelKey: 'menu.worklist', mobileOrder: 2, allowed: () => true },
  { id: 'search', href: '/search', labelKey: 'menu.search', mobileOrder: null, allowed: () => true },
  // Every member of staff reads the organisation's claim files (server/access/assignment-rules.ts).
  { id: 'workflow', href: '/workflow', labelKey: 'menu.claimFiles', mobileOrder: OTHERS, allowed: () => true },
  {
    id: 'settlement',
    href: '/settlement',
    labelKey: 'menu.payments',
    mobileOrder: OTHERS,
    allowed: (c) => c.roles.some((role) => c.paymentRoles.includes(role)),
  },
  {
    id: 'preview',
    href: '/preview',
    labelKey: 'menu.preview',
    mobileOrder: OTHERS,
    allowed: (c) => hasRole(c.roles, ROLES.appPreviewer),
  },
  {
    id: 'config',
    href: '/config',
    labelKey: 'menu.config',
    mobileOrder: 4,
    allowed: (c) => hasRole(c.roles, ROLES.appConfigurator) || hasRole(c.roles, ROLES.orgConfigurator),
  },
  {
    id: 'manager-area',
    href: '/manager-area',
    labelKey: 'menu.managerArea',
    mobileOrder: OTHERS,
    allowed: (c) => hasRoleEndingWith(c.roles, MANAGER_ROLE_SUFFIX),
  },
  {
    id: 'time-off',
    href: '/time-off/my-absences',
    labelKey: 'menu.timeOff',
    mobileOrder: OTHERS,
    romanianOnly: true,
    allowed: (c) => hasRoleEndingWith(c.roles, SELF_MANAGED_ROLE_SUFFIX),
  },
  {
    id: 'reports',
    href: '/reports',
    labelKey: 'menu.reports',
    mobileOrder: 3,
    allowed: (c) => REPORTS.some((r) => r.allowed(c.roles)),
  },
  {
    id: 'special-customers',
    href: '/special-customers',
    labelKey: 'menu.specialCustomers',
    mobileOrder: OTHERS,
    allowed: (c) => hasRole(c.roles, ROLES.orgConfigurator) && c.features.enable_special_customers,
  },
  {
    id: 'config-partners',
    href: '/config/partners',
    labelKey: 'menu.configPartners',
    mobileOrder: OTHERS,
    allowed: (c) => hasRole(c.roles, ROLES.partnerManager),
  },
  {
    id: 'help',
    href: '/config/statuses/help',
    labelKey: 'menu.help',
    mobileOrder: OTHERS,
    allowed: (c) => hasRole(c.roles, ROLES.orgHelpAdmin),
  },
  {
    id: 'appointment-locations',
    href: '/config/appointment-locations',
    labelKey: 'menu.appointmentLocations',
    mobileOrder: OTHERS,
    romanianOnly: true,
    allowed: (c) => hasRole(c.roles, ROLES.assessorManager),
  },
  {
    // Where an assessor starts a new assessment: find the vehicle, then its claim file.
    id: 'assessment-search',
    href: '/assignments/assessment/search',
    labelKey: 'menu.assessmentSearch',
    mobileOrder: OTHERS,
    allowed: (c) => hasRole(c.roles, ROLES.assessor) || hasRole(c.roles, ROLES.assessorManager),
  },
  {
    id: 'agenda',
    href: '/assignments/agenda',
    labelKey: 'menu.agenda',
    mobileOrder: OTHERS,
    allowed: (c) => hasRole(c.roles, ROLES.assessor) || hasRole(c.roles, ROLES.assessorManager),
  },
];

export function buildMenu(context: MenuContext, badges: Partial<Record<string, MenuEntry['badge']>> = {}): MenuEntry[] {
  return MENU_RULES.filter((rule) => rule.allowed(context) && (!rule.romanianOnly || context.language === 'ro')).map(
    (rule) => ({
      id: rule.id,
      href: rule.href,
      labelKey: rule.labelKey,
      mobileOrder: rule.mobileOrder,
      children: childrenOf(rule.id, context),
      badge: badges[rule.id] ?? null,
    }),
  );
}

/** Submenu children link to /{menu}/{child}; the worklist's lists to /assignments/list/{child}. */
function childrenOf(id: string, context: MenuContext): MenuEntry['children'] {
  if (id === 'reports')
    return reportCategories(context).flatMap((category) =>
      category.reports.map((r) => ({ id: r.id, href: r.href, label: r.name })),
    );
  if (id === 'worklist')
    return WORKLISTS.map((list) => ({
      id: list.id,
      href: `/assignments/list/${list.id}`,
      label: list.names[context.language],
    }));
  return [];
}

/** The areas (menu entry ids) a user may use, in any language. */
export function allowedAreas(context: Omit<MenuContext, 'language'>): string[] {
  return MENU_RULES.filter((rule) => rule.allowed({ ...context, language: 'ro' })).map((rule) => rule.id);
}

/** Whether a user may use an area (menu entry id) at all: the server's check behind every call. */
export function mayUseArea(id: string, context: Omit<MenuContext, 'language'>): boolean {
  const rule = MENU_RULES.find((r) => r.id === id);
  return rule ? rule.allowed({ ...context, language: 'ro' }) : false;
}
