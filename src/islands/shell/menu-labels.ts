/** Every translation key a menu entry may carry, for the islands that render the menu. */
export const MENU_LABEL_KEYS = [
  'menu.shortlist',
  'menu.worklist',
  'menu.search',
  'menu.claimFiles',
  'menu.preview',
  'menu.config',
  'menu.managerArea',
  'menu.timeOff',
  'menu.reports',
  'menu.specialCustomers',
  'menu.configPartners',
  'menu.help',
  'menu.appointmentLocations',
  'menu.assessmentSearch',
  'menu.agenda',
  'menu.payments',
  'menu.more',
] as const;

export type MenuLabels = Record<(typeof MENU_LABEL_KEYS)[number], string>;

export const labelOf = (labels: MenuLabels, key: string) => labels[key as keyof MenuLabels] ?? key;
