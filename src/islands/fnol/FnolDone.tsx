import { lazy, Suspense, type RefObject } from 'react';
import type { FnolReceipt } from '../../../contract/fnol.ts';
import { interpolate } from '../../lib/interpolate.ts';
import type { Messages } from './fnol-keys.ts';
import type { Language } from '../../../contract/languages.ts';

// Only when the confirmation shows: the form's first load carries none of it.
const IntakePhotos = lazy(() => import('./IntakePhotos.tsx'));

interface Props {
  receipt: FnolReceipt;
  orgName: string;
  channel: 'email' | 'sms';
  contact: string;
  lang: Language;
  messages: Messages;
  heading: RefObject<HTMLHeadingElement | null>;
  /** Another claim: an empty form, this confirmation no longer kept. */
  onAnother: () => void;
}

/** The claim is registered: its number, who contacts the visitor, how and when, and where to follow it. */
export function FnolDone({ receipt, orgName, channel, contact, lang, messages: m, heading, onAnother }: Props) {
  return (
    <section aria-labelledby="fnol-done" className="space-y-3 rounded bg-surface p-4 shadow">
      <h2 id="fnol-done" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {m['fnol.done']}
      </h2>
      <p>
        {m['fnol.doneNumber']} <strong data-testid="fnol-case-no">{receipt.case_no}</strong>
      </p>
      <h3 className="font-semibold">{m['fnol.whatNext']}</h3>
      <ul className="list-disc space-y-1 pl-5" data-testid="fnol-next">
        <li>{interpolate(m['fnol.nextContact'], { org: orgName, channel: m[`fnol.by.${channel}`], contact })}</li>
        <li>{m['fnol.doneMessage']}</li>
        <li>{m['fnol.nextTrack']}</li>
      </ul>
      <a href={receipt.tracker_url} className="inline-block font-semibold text-brand-ink underline">
        {m['fnol.openTracker']}
      </a>
      {receipt.photos && (
        <Suspense fallback={<p>{m['app.loading']}</p>}>
          {receipt.photos.amicable_path && (
            <IntakePhotos photos={receipt.photos} part="amicable" lang={lang} messages={m} />
          )}
          <IntakePhotos photos={receipt.photos} part="photos" lang={lang} messages={m} />
        </Suspense>
      )}
      <button type="button" onClick={onAnother} className="block font-semibold text-brand-ink underline">
        {m['fnol.another']}
      </button>
    </section>
  );
}
