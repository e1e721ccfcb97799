import { createLoader } from '../pages/loader.ts';
import { fetchPrintEmail, fetchPrintSms, fetchPrintTimeline } from './api.ts';

/** A message sent from an assignment as the print page shows it, whether it went by email or SMS. */
export interface PrintedMessage {
  title: string;
  file: string;
  activity: string;
  time: string;
  to: string;
  /** Empty for an SMS, which has none. */
  subject: string;
  body: string;
}

/** The last part of the page's address: the key or id the print page is about. */
export const lastSegment = (path: string) => decodeURIComponent(path.replace(/\/$/, '').split('/').pop() ?? '');

/** One email or SMS, in the one shape the print page shows. */
export async function fetchPrintedMessage(kind: 'email' | 'sms', id: string): Promise<PrintedMessage> {
  if (kind === 'email') {
    const e = await fetchPrintEmail(id);
    return {
      title: e.name,
      file: e.claim_file_no,
      activity: e.assignment_no,
      time: e.time,
      to: e.to,
      subject: e.subject,
      body: e.body,
    };
  }
  const s = await fetchPrintSms(id);
  return {
    title: s.assignment_name,
    file: s.claim_file_no,
    activity: s.assignment_no,
    time: s.time,
    to: s.to,
    subject: '',
    body: s.body,
  };
}

/**
 * A print page: what it prints, read from the address it was opened at, and the moment of the
 * export its header names (fixed when the page is made, so it does not change on a re-render).
 */
function createPrintPage<T>(fetch: () => Promise<T>) {
  const loaded = createLoader(fetch);
  return {
    loaded,
    exportedAt: new Date().toISOString(),
    enter() {
      void loaded.load();
    },
    exit() {
      loaded.exit();
    },
  };
}

/** /print-timeline/{assignment_key}. */
export const createPrintTimelinePage = (path: string) => createPrintPage(() => fetchPrintTimeline(lastSegment(path)));

/** /print-email/{email_id} and /print-sms/{sms_id}. */
export const createPrintMessagePage = (kind: 'email' | 'sms', path: string) =>
  createPrintPage(() => fetchPrintedMessage(kind, lastSegment(path)));
