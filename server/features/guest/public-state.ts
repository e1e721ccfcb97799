import type { DocumentInfo } from '../../../contract/documents.ts';
import type { GuestState } from '../../../contract/guest.ts';
import type { Language } from '../../../contract/languages.ts';
import { translate } from '../../i18n.ts';

/** Each public state's colour on the badge (dark enough for white text). */
const COLOURS: Record<GuestState, string> = {
  waiting_for_you: '#9a3412',
  received: '#1565c0',
  in_progress: '#6d4c41',
  done: '#2e7d32',
  stopped: '#616161',
};

/**
 * Where a guest's assignment stands, in public words: waiting for them while a document they were
 * asked for is outstanding, else received (its first status), in progress, done, or stopped (cancelled).
 */
export function guestStateOf(
  assignment: { status_code: string; is_final: number },
  firstStatusCode: string | undefined,
  documents: readonly DocumentInfo[],
  language: Language,
) {
  const code: GuestState =
    assignment.is_final === 1
      ? assignment.status_code === 'cancelled'
        ? 'stopped'
        : 'done'
      : documents.some((d) => d.status === 'requested')
        ? 'waiting_for_you'
        : assignment.status_code === firstStatusCode
          ? 'received'
          : 'in_progress';
  return {
    code,
    name: translate(language, `guest.state.${code}`),
    color: COLOURS[code],
    help: translate(language, `guest.state.${code}.help`),
  };
}
