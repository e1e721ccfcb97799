import type { Language } from '../../../contract/languages.ts';

/** Column and series names of the reports, in both interface languages. */
const LABELS = {
  week: { en: 'Week starting', ro: 'Saptamana din' },
  opened: { en: 'Opened', ro: 'Deschise' },
  closed: { en: 'Closed', ro: 'Inchise' },
  type: { en: 'Assignment type', ro: 'Tip activitate' },
  status: { en: 'Status', ro: 'Stare' },
  steps: { en: 'Steps measured', ro: 'Pasi masurati' },
  median: { en: 'Median (hours)', ro: 'Mediana (ore)' },
  p90: { en: '90th percentile (hours)', ro: 'Percentila 90 (ore)' },
  handler: { en: 'Handler', ro: 'Operator' },
  open: { en: 'Open', ro: 'Deschise' },
  overdue: { en: 'Overdue', ro: 'Intarziate' },
  dueThisWeek: { en: 'Due in 7 days', ro: 'Scadente in 7 zile' },
  closedInPeriod: { en: 'Closed in period', ro: 'Inchise in perioada' },
  assignmentNo: { en: 'Assignment', ro: 'Activitate' },
  assignee: { en: 'Assignee', ro: 'Responsabil' },
  dueDate: { en: 'Due date', ro: 'Termen' },
  daysOverdue: { en: 'Days overdue', ro: 'Zile intarziere' },
  unassigned: { en: '(unassigned)', ro: '(nealocat)' },
  ageBucket: { en: 'Days overdue', ro: 'Zile intarziere' },
  assignments: { en: 'Assignments', ro: 'Activitati' },
} as const;

type LabelKey = keyof typeof LABELS;
export const label = (key: LabelKey, language: Language): string => LABELS[key][language];
