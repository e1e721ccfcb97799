/**
 * The worklist's lists: the dashboard's counters open them, and the side menu offers them under
 * Tasks at /assignments/list/{child}. Their filters come with the claim work.
 */
export const WORKLISTS = [
  { id: 'new', names: { en: 'New', ro: 'Noi' } },
  { id: 'due-today', names: { en: 'Due today', ro: 'Scadente azi' } },
  { id: 'overdue', names: { en: 'Overdue', ro: 'Intarziate' } },
  { id: 'not-updated', names: { en: 'Not updated for 7 days', ro: 'Neactualizate de 7 zile' } },
  { id: 'unassigned', names: { en: 'Unassigned in my group', ro: 'Nealocate in grupul meu' } },
] as const;
