import { useState } from 'react';
import { fetchPrintEmail, fetchPrintSms } from '../lib/assignments/api.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useLoad } from '../lib/use-load.ts';
import { usePrintOnLoad } from '../lib/use-print-on-load.ts';
import { PRINT_HEADER_KEYS, PrintHeader } from './parts/PrintHeader.tsx';

export const PRINT_MESSAGE_KEYS = [
  'app.loading',
  'print.notFound',
  'print.to',
  'print.subject',
  'print.sent',
  ...PRINT_HEADER_KEYS,
] as const;

interface Props {
  kind: 'email' | 'sms';
  messages: Record<(typeof PRINT_MESSAGE_KEYS)[number], string>;
}

const lastSegment = () => decodeURIComponent(location.pathname.replace(/\/$/, '').split('/').pop() ?? '');

/** /print-email/{email_id} and /print-sms/{sms_id}: a message sent from an assignment, on paper. */
export default function PrintMessage({ kind, messages: m }: Props) {
  const [id] = useState(() => (typeof location === 'undefined' ? '' : lastSegment()));
  const [exportedAt] = useState(() => new Date().toISOString());
  const { loaded } = useLoad(async () => {
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
  }, id);
  usePrintOnLoad(loaded.state === 'ready');
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['print.notFound']}</p>;
  const message = loaded.data;
  return (
    <article>
      <PrintHeader
        title={message.title}
        claimFileNo={message.file}
        activityCode={message.activity}
        exportedAt={exportedAt}
        messages={m}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{m['print.sent']}</dt>
        <dd>{formatDateTime(message.time)}</dd>
        <dt className="font-medium">{m['print.to']}</dt>
        <dd>{message.to}</dd>
        {message.subject && (
          <>
            <dt className="font-medium">{m['print.subject']}</dt>
            <dd>{message.subject}</dd>
          </>
        )}
      </dl>
      <p className="mt-4 whitespace-pre-wrap" data-testid="print-body">
        {message.body}
      </p>
    </article>
  );
}
