import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { createPrintTimelinePage } from '../../lib/assignments/print-page.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { usePrintOnLoad } from '../../lib/use-print-on-load.ts';
import { PRINT_HEADER_KEYS, PrintHeader } from '../common/PrintHeader.tsx';
import { Timeline, TIMELINE_KEYS } from './Timeline.tsx';

export const PRINT_TIMELINE_KEYS = [
  'app.loading',
  'print.notFound',
  'print.trackerQr',
  ...PRINT_HEADER_KEYS,
  ...TIMELINE_KEYS,
] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof PRINT_TIMELINE_KEYS)[number], string>;
}

/** /print-timeline/{assignment_key}: the assignment's timeline on paper, with a QR code to the claim's tracker. */
export default function PrintTimeline({ lang, messages: m }: Props) {
  const page = usePage(() => createPrintTimelinePage(typeof location === 'undefined' ? '' : location.pathname));
  const loaded = useStore(page.loaded.$loaded);
  usePrintOnLoad(loaded.state === 'ready');
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['print.notFound']}</p>;
  const t = loaded.data;
  return (
    <article>
      {/* The QR code beside the header, never floated over the timeline's entries. */}
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <PrintHeader
            title={t.name}
            claimFileNo={t.claim_file_no}
            activityCode={t.assignment_no}
            exportedAt={page.exportedAt}
            messages={m}
          />
        </div>
        {t.tracker_qr_svg && t.tracker_url && (
          <figure className="mb-4 w-32 shrink-0 break-inside-avoid text-center text-xs">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(t.tracker_qr_svg)}`}
              alt={m['print.trackerQr']}
              width={128}
              height={128}
              data-testid="tracker-qr"
            />
            <figcaption className="break-all">{t.tracker_url}</figcaption>
          </figure>
        )}
      </div>
      <Timeline entries={t.timeline} lang={lang} messages={m} printLinks={false} />
    </article>
  );
}
