import { useStore } from '@nanostores/react';
import { useRef, type FormEvent } from 'react';
import { FNOL_STEPS } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import { createClaimFormPage, type FnolFocus } from '../../lib/fnol/claim-form-page.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import type { Messages } from './fnol-keys.ts';
import { FnolStepFields } from './FnolStepFields.tsx';
import { FieldError } from './TextField.tsx';

export { FNOL_KEYS } from './fnol-keys.ts';

/**
 * The first notice of loss (/guest/claim_notification/{org_key}): renders the claim form's page
 * store (lib/fnol/claim-form-page.ts), which checks each step, keeps the draft and sends the claim.
 */
export function FnolForm({ orgKey, lang, messages: m }: { orgKey: string; lang: Language; messages: Messages }) {
  const page = usePage(() =>
    createClaimFormPage(orgKey, lang, (key, values) =>
      interpolate((m as Record<string, string>)[key] ?? key, values ?? {}),
    ),
  );
  const lists = useStore(page.$lists);
  const step = useStore(page.$step);
  const current = useStore(page.$values);
  const errors = useStore(page.$errors);
  const sending = useStore(page.$sending);
  const problem = useStore(page.$problem);
  const receipt = useStore(page.$receipt);
  const unknownForm = useStore(page.$unknownForm);
  const policyNote = useStore(page.$policyNote);
  const heading = useRef<HTMLHeadingElement>(null);

  // After the step has been drawn: a new step's heading, or the first field at fault.
  const focus = (target: FnolFocus) =>
    setTimeout(() => {
      if (target?.to === 'heading') heading.current?.focus();
      else if (target?.to === 'field') document.getElementById(`fnol-${target.field}`)?.focus();
    });
  const next = async (event: FormEvent) => {
    event.preventDefault();
    focus(await page.next());
  };
  const index = FNOL_STEPS.indexOf(step);

  if (unknownForm) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
        {m['fnol.unknownForm']}
      </p>
    );
  }
  if (receipt) {
    return (
      <section role="status" aria-labelledby="fnol-done" className="space-y-2 rounded bg-surface p-4 shadow">
        <h2 id="fnol-done" className="text-xl font-semibold">
          {m['fnol.done']}
        </h2>
        <p>
          {m['fnol.doneNumber']} <strong data-testid="fnol-case-no">{receipt.case_no}</strong>
        </p>
        <p>{m['fnol.doneMessage']}</p>
        <a href={receipt.tracker_url} className="font-semibold text-brand-ink underline">
          {m['fnol.openTracker']}
        </a>
      </section>
    );
  }

  return (
    <form
      onSubmit={next}
      noValidate
      className="space-y-4 rounded bg-surface p-4 shadow"
      aria-labelledby="fnol-step-title"
    >
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={m['fnol.title']}>
        {FNOL_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${s === step ? 'bg-brand font-semibold text-white' : 'bg-gray-100'}`}
          >
            {i + 1}. {m[`fnol.step.${s}`]}
          </li>
        ))}
      </ol>
      <h2 id="fnol-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {interpolate(m['fnol.step'], { n: index + 1, total: FNOL_STEPS.length })}: {m[`fnol.step.${step}`]}
      </h2>
      {/* Always in the page, so the answer that arrives after the step has changed is announced. */}
      <div role="status" data-testid="fnol-policy-note">
        {step === 'contact' && policyNote && (
          <p
            className={`rounded border-l-4 p-3 ${
              policyNote.found
                ? 'border-green-700 bg-green-50 text-green-900'
                : 'border-amber-600 bg-amber-50 text-amber-950'
            }`}
          >
            {policyNote.text}
          </p>
        )}
      </div>
      <FnolStepFields step={step} current={current} errors={errors} lists={lists} set={page.set} messages={m} />
      <p className="text-xs text-gray-700">{m['fnol.draftKept']}</p>
      <FieldError id="fnol-problem" message={problem} role="alert" />
      {sending && <progress aria-label={m['fnol.sending']} className="block w-full" />}
      <div className="flex gap-3">
        {index > 0 && (
          <button
            type="button"
            onClick={() => focus(page.back())}
            className="rounded border border-brand px-4 py-2 font-semibold text-brand-ink"
          >
            {m['fnol.back']}
          </button>
        )}
        <button
          type="submit"
          disabled={sending}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {index < FNOL_STEPS.length - 1 ? m['fnol.next'] : m['fnol.submit']}
        </button>
      </div>
    </form>
  );
}
