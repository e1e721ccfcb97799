/**
 * The worklist's lists: the dashboard's counters open them, and the side menu offers them under
 * Tasks at /assignments/list/{child}. Their filters come with the claim work.
 */
export const WORKLISTS = [
  { id: 'new', names: { en: 'New', ro: 'Noi' } },
  { id: 'due-today', names: { en: 'Due today', ro: 'Scadente azi' } },
  { id: 'overdue', names: { en: 'Overdue', ro: 'Întârziate' } },
  { id: 'not-updated', names: { en: 'Not updated for 7 days', ro: 'Neactualizate de 7 zile' } },
  { id: 'unassigned', names: { en: 'Unassigned in my group', ro: 'Nealocate în grupul meu' } },
  // The claim's legal clock and the claimant's answer (settlement): on the claim's handling assignment.
  {
    id: 'deadline-soon',
    names: { en: 'Legal deadline within 3 working days', ro: 'Termen legal în cel mult 3 zile lucrătoare' },
  },
  { id: 'deadline-breached', names: { en: 'Legal deadline passed', ro: 'Termen legal depășit' } },
  { id: 'disputed', names: { en: 'Disputed by the claimant', ro: 'Contestate de păgubit' } },
] as const;
