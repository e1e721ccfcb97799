import { fillPattern, matchPattern } from './route-patterns.ts';

/**
 * The site's route table. The build pre-renders one shell per entry and language;
 * the server (and the CDN rewrite file the build writes) maps every path to its shell with it.
 * A pattern segment starting with ':' is a parameter that the page's island reads from the URL.
 */
export type LayoutName = 'secured' | 'public' | 'user' | 'print' | 'tracker' | 'guest';

export interface RouteShell {
  /** The shell's own pre-rendered path, e.g. '/status/_' for '/status/:case_no'. */
  shell: string;
  /** Every path pattern this shell answers. */
  patterns: string[];
  layout: LayoutName;
  /** Translation key of the page heading and title. */
  titleKey: string;
}

/** The placeholder segment that stands for a parameter in a shell's path. */
export const PARAM_SEGMENT = '_';

function route(pattern: string, layout: LayoutName, titleKey: string, extra: string[] = []): RouteShell {
  const shell = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? PARAM_SEGMENT : segment))
    .join('/');
  return { shell, patterns: [pattern, ...extra], layout, titleKey };
}

export const ROUTE_SHELLS: RouteShell[] = [
  // Public layout
  route('/home', 'public', 'page.home'),
  route('/login', 'public', 'page.login'),
  route('/logincallback', 'public', 'page.loginCallback'),
  // User layout
  route('/renew-password', 'user', 'page.renewPassword'),
  route('/one-time-password', 'user', 'page.oneTimePassword'),
  // Print layout
  route('/print-timeline/:assignment_key', 'print', 'page.printTimeline'),
  route('/print-email/:email_id', 'print', 'page.printEmail'),
  route('/print-sms/:sms_id', 'print', 'page.printSms'),
  route('/print-assessment/:assignment_id', 'print', 'page.printAssessment'),
  // Tracker layout
  route('/status', 'tracker', 'page.status'),
  route('/status/:case_no', 'tracker', 'page.statusCase'),
  route('/contact-confirmation/:key', 'tracker', 'page.contactConfirmation'),
  route('/unsubscribe/:key', 'tracker', 'page.unsubscribe'),
  // The insurer's public start and its pages: its code in the path (none names the primary insurer).
  route('/welcome/:org_code', 'tracker', 'page.welcome', ['/welcome']),
  route('/welcome/:org_code/help', 'tracker', 'page.welcomeHelp'),
  route('/welcome/:org_code/privacy', 'tracker', 'page.welcomePrivacy'),
  route('/welcome/:org_code/accessibility', 'tracker', 'page.welcomeAccessibility'),
  // The public frame: the guest page answers with or without its parameters and shows the error itself.
  route('/guest', 'guest', 'page.guest', ['/guest/:assignment_type', '/guest/:assignment_type/:assignment_key']),
  // Secured layout
  route('/workflow', 'secured', 'menu.claimFiles'),
  route('/workflow/new', 'secured', 'page.newClaim'),
  route('/workflow/claim-file/:claim_file_no', 'secured', 'page.claimFile'),
  route('/search', 'secured', 'menu.search'),
  route('/preview', 'secured', 'menu.preview'),
  route('/assignments/shortlist', 'secured', 'menu.shortlist'),
  route('/assignments/worklist', 'secured', 'menu.worklist'),
  route('/assignments/list/:child', 'secured', 'menu.worklist'),
  route('/assignments/view/:assignment_id', 'secured', 'page.assignment'),
  route('/assignments/assessment/search', 'secured', 'page.assessmentSearch'),
  route('/assignments/agenda', 'secured', 'menu.agenda'),
  route('/user/profile', 'secured', 'page.userProfile'),
  route('/manager-area', 'secured', 'menu.managerArea'),
  route('/time-off', 'secured', 'menu.timeOff'),
  route('/time-off/my-absences', 'secured', 'menu.timeOff'),
  route('/settlement', 'secured', 'menu.payments'),
  route('/reports', 'secured', 'menu.reports'),
  route('/reports/:report', 'secured', 'menu.reports'),
  route('/config', 'secured', 'menu.config'),
  route('/config/partners', 'secured', 'menu.configPartners'),
  route('/config/statuses/help', 'secured', 'menu.help'),
  route('/config/appointment-locations', 'secured', 'menu.appointmentLocations'),
  route('/special-customers', 'secured', 'menu.specialCustomers'),
];

export interface RouteRedirect {
  from: string;
  to: string;
  /** 301 for addresses that moved for good (old e-mailed links), 302 for entry shortcuts. */
  status: 301 | 302;
}

export const REDIRECTS: RouteRedirect[] = [
  { from: '/', to: '/home', status: 302 },
  { from: '/worklist', to: '/assignments/worklist', status: 302 },
  { from: '/shortlist', to: '/assignments/shortlist', status: 302 },
  { from: '/assessment-new', to: '/assignments/assessment/search', status: 302 },
  // Area roots with no page of their own open the area's main page.
  { from: '/assignments', to: '/assignments/worklist', status: 302 },
  { from: '/user', to: '/user/profile', status: 302 },
  { from: '/guest/claim_statement/:org_key', to: '/guest/claim_notification/:org_key', status: 301 },
];

/** Where every path that matches nothing goes: the guest page. */
export const FALLBACK_PATH = '/guest';

export { fillPattern, matchPattern };

/** The shell that answers a path (language prefix already removed), or undefined. */
export function findShell(pathname: string): RouteShell | undefined {
  return ROUTE_SHELLS.find((r) => r.patterns.some((p) => matchPattern(p, pathname)));
}

/** The redirect target of a path (language prefix already removed), or undefined. */
export function findRedirect(pathname: string): { to: string; status: 301 | 302 } | undefined {
  for (const r of REDIRECTS) {
    const params = matchPattern(r.from, pathname);
    if (params) return { to: fillPattern(r.to, params), status: r.status };
  }
  return undefined;
}
