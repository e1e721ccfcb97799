import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  FNOL_STEP_SCHEMAS,
  FNOL_STEPS,
  FnolReceiptSchema,
  FnolSubmissionSchema,
  type FnolDraft,
  type FnolReceipt,
  type FnolStep,
} from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceItem, ReferenceListCode } from '../../../contract/reference.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { fnolFormExists, submitFnol } from '../../lib/fnol/api.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { loadReferenceList } from '../../lib/reference/lists.ts';
import { BLANK, draftKey, LISTS, messageNames, type Messages, type Values } from './fnol-keys.ts';
import { FnolStepFields } from './FnolStepFields.tsx';
import { FieldError } from './TextField.tsx';

export { FNOL_KEYS } from './fnol-keys.ts';

/**
 * The first notice of loss (/guest/claim_notification/{org_key}): four short steps, each checked
 * with the contract's schema before the next; the draft stays in this browser between steps and
 * visits, and leaves it once the claim is sent.
 */
export function FnolForm({ orgKey, lang, messages: m }: { orgKey: string; lang: Language; messages: Messages }) {
  const [lists, setLists] = useState<Partial<Record<ReferenceListCode, ReferenceItem[]>>>({});
  const [draft, setDraft] = useState<FnolDraft>({});
  const [step, setStep] = useState<FnolStep>('policy');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<FnolReceipt | null>(null);
  const [unknownForm, setUnknownForm] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    try {
      setDraft(JSON.parse(localStorage.getItem(draftKey(orgKey)) ?? '{}') as FnolDraft);
    } catch {
      localStorage.removeItem(draftKey(orgKey));
    }
    void fnolFormExists(orgKey).then((exists) => setUnknownForm(!exists));
    void Promise.all(LISTS.map(async (list) => [list, await loadReferenceList(list, lang)] as const))
      .then((loaded) => setLists(Object.fromEntries(loaded)))
      .catch(() => setProblem(m['fnol.failed']));
  }, [orgKey, lang, m]);

  const values = (draft[step] ?? {}) as Values;
  const current: Values = { ...BLANK[step], ...values };
  const set = (name: string, value: string | string[]) => {
    const next = { ...draft, [step]: { ...current, [name]: value } };
    setDraft(next);
    localStorage.setItem(draftKey(orgKey), JSON.stringify(next));
  };
  const inLanguage = (message: string) => m[messageNames.get(message) as keyof Messages] ?? message;
  const check = (target: FnolStep, stepValues: Values) => {
    const result = v.safeParse(FNOL_STEP_SCHEMAS[target], stepValues);
    const found: Record<string, string> = {};
    if (!result.success)
      for (const issue of result.issues) found[v.getDotPath(issue)?.split('.')[0] ?? ''] ??= inLanguage(issue.message);
    // The county list is Romania's: asked for only there.
    if (target === 'event' && stepValues.event_country === 'RO' && !stepValues.event_county)
      found.event_county ??= m['fnol.choose'];
    return found;
  };
  const index = FNOL_STEPS.indexOf(step);
  const go = (to: FnolStep) => {
    setErrors({});
    setStep(to);
    setTimeout(() => heading.current?.focus());
  };
  const next = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(step, current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`fnol-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const next = FNOL_STEPS[index + 1];
    if (next) return go(next);
    setSending(true);
    setProblem(null);
    try {
      const whole = Object.fromEntries(
        FNOL_STEPS.map((s) => [s, { ...BLANK[s], ...(s === step ? current : draft[s]) }]),
      );
      const body = v.parse(FnolSubmissionSchema, whole);
      const answer = await submitFnol(orgKey, body);
      localStorage.removeItem(draftKey(orgKey));
      setReceipt(v.parse(FnolReceiptSchema, answer));
    } catch (error) {
      // The server's own words when it refused the claim; otherwise the page's.
      const refused = error instanceof ApiError && error.code !== 'bad_response' && error.code !== 'network_error';
      setProblem(refused ? error.message : m['fnol.failed']);
    } finally {
      setSending(false);
    }
  };

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
      <FnolStepFields step={step} current={current} errors={errors} lists={lists} set={set} messages={m} />
      <p className="text-xs text-gray-700">{m['fnol.draftKept']}</p>
      <FieldError id="fnol-problem" message={problem} role="alert" />
      {sending && <progress aria-label={m['fnol.sending']} className="block w-full" />}
      <div className="flex gap-3">
        {index > 0 && (
          <button
            type="button"
            onClick={() => go(FNOL_STEPS[index - 1] ?? FNOL_STEPS[0])}
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
