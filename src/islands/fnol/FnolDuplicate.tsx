import type { FnolDuplicate as Duplicate } from '../../lib/fnol/claim-form-page.ts';
import { DUPLICATE_ID } from '../../lib/fnol/claim-form-steps.ts';
import { interpolate } from '../../lib/interpolate.ts';
import type { Messages } from './fnol-keys.ts';

/** The server took the claim for one sent earlier: follow that one, or say this is another and send it. */
export function FnolDuplicate({
  duplicate,
  sending,
  onSendAnyway,
  messages: m,
}: {
  duplicate: NonNullable<Duplicate>;
  sending: boolean;
  onSendAnyway: () => void;
  messages: Messages;
}) {
  return (
    <section
      aria-labelledby={DUPLICATE_ID}
      className="space-y-2 rounded border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950"
    >
      <h3 id={DUPLICATE_ID} tabIndex={-1} className="font-semibold">
        {m['fnol.duplicateTitle']}
      </h3>
      <p>{interpolate(m['fnol.duplicateText'], { case_no: duplicate.case_no })}</p>
      <div className="flex flex-wrap gap-3">
        <a href={duplicate.tracker_url} className="rounded bg-brand px-4 py-2 font-semibold text-white">
          {interpolate(m['fnol.duplicateFollow'], { case_no: duplicate.case_no })}
        </a>
        <button
          type="button"
          disabled={sending}
          onClick={onSendAnyway}
          className="rounded border border-brand px-4 py-2 font-semibold text-brand-ink disabled:opacity-60"
        >
          {m['fnol.duplicateSend']}
        </button>
      </div>
    </section>
  );
}
