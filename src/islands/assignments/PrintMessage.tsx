import { useStore } from '@nanostores/react';
import { createPrintMessagePage } from '../../lib/assignments/print-page.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { usePrintOnLoad } from '../../lib/use-print-on-load.ts';
import { PRINT_HEADER_KEYS, PrintHeader } from '../common/PrintHeader.tsx';

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

/** /print-email/{email_id} and /print-sms/{sms_id}: a message sent from an assignment, on paper. */
export default function PrintMessage({ kind, messages: m }: Props) {
  const page = usePage(() => createPrintMessagePage(kind, typeof location === 'undefined' ? '' : location.pathname));
  const loaded = useStore(page.loaded.$loaded);
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
        exportedAt={page.exportedAt}
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
