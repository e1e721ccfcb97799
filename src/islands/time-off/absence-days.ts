import type { Absence } from '../../../contract/absences.ts';
import { formatDate } from '../../lib/dates.ts';

/** An absence's days, as people read them: "19.01.2026 – 23.01.2026". */
export const absenceDays = (a: Pick<Absence, 'starts_on' | 'ends_on'>) =>
  `${formatDate(a.starts_on)} – ${formatDate(a.ends_on)}`;
