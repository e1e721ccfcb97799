import { errorMessageOf } from '../../../contract/error-message.ts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  FNOL_MESSAGES,
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
import { interpolate } from '../../lib/interpolate.ts';
import { loadReferenceList } from '../../lib/reference/lists.ts';
import { FieldError } from './TextField.tsx';

export const FNOL_KEYS = [
  'fnol.title',
  'fnol.step',
  'fnol.step.policy',
  'fnol.step.event',
  'fnol.step.vehicle',
  'fnol.step.contact',
  'fnol.policy_type',
  'fnol.policy_no',
  'fnol.insured_name',
  'fnol.event_date',
  'fnol.event_country',
  'fnol.event_county',
  'fnol.event_place',
  'fnol.description',
  'fnol.vehicle_category',
  'fnol.vehicle_brand',
  'fnol.vehicle_color',
  'fnol.plate',
  'fnol.damaged_parts',
  'fnol.contact_channel',
  'fnol.channel.email',
  'fnol.channel.sms',
  'fnol.contact',
  'fnol.contact_confirmation',
  'fnol.choose',
  'fnol.back',
  'fnol.next',
  'fnol.submit',
  'fnol.sending',
  'fnol.draftKept',
  'fnol.done',
  'fnol.doneNumber',
  'fnol.doneMessage',
  'fnol.openTracker',
  'fnol.failed',
  'fnol.unknownForm',
  'app.loading',
  ...(Object.keys(FNOL_MESSAGES) as (keyof typeof FNOL_MESSAGES)[]).map((name) => `fnol.error.${name}` as const),
] as const;
type Messages = Record<(typeof FNOL_KEYS)[number], string>;
type Values = Record<string, string | string[]>;

/** Every field starts empty, so a step sent blank gets each field's own message. */
const BLANK: Record<FnolStep, Values> = {
  policy: { policy_type: '', policy_no: '', insured_name: '' },
  event: { event_date: '', event_country: 'RO', event_county: '', event_place: '', description: '' },
  vehicle: { vehicle_category: '', vehicle_brand: '', vehicle_color: '', plate: '', damaged_parts: [] },
  contact: { contact_channel: 'email', contact: '', contact_confirmation: '' },
};
const LISTS: ReferenceListCode[] = [
  'policy_types',
  'countries',
  'counties',
  'vehicle_categories',
  'vehicle_brands',
  'colors',
  'vehicle_parts',
];
/** The contract's rule messages are English; each has its translation under fnol.error.<name>. */
const messageNames = new Map(
  Object.entries(FNOL_MESSAGES).map(([name, text]) => [text as string, `fnol.error.${name}`]),
);

const draftKey = (orgKey: string) => `claims.fnolDraft.${orgKey}`;
const input = 'w-full rounded border border-gray-400 bg-surface px-3 py-2 aria-invalid:border-red-700';

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
    void fetch(`/api/fnol/form/${encodeURIComponent(orgKey)}`).then((response) =>
      setUnknownForm(response.status === 404),
    );
    void Promise.all(LISTS.map(async (list) => [list, await loadReferenceList(list, lang)] as const))
      .then((loaded) => setLists(Object.fromEntries(loaded)))
      .catch(() => setProblem(m['fnol.failed']));
  }, []);

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
    if (index < FNOL_STEPS.length - 1) return go(FNOL_STEPS[index + 1]!);
    setSending(true);
    setProblem(null);
    try {
      const whole = Object.fromEntries(
        FNOL_STEPS.map((s) => [s, { ...BLANK[s], ...(s === step ? current : draft[s]) }]),
      );
      const body = v.parse(FnolSubmissionSchema, whole);
      const response = await fetch(`/api/fnol/submit/${encodeURIComponent(orgKey)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
        body: JSON.stringify(body),
      });
      const answer: unknown = await response.json();
      if (!response.ok) throw new Error(errorMessageOf(answer) ?? m['fnol.failed']);
      localStorage.removeItem(draftKey(orgKey));
      setReceipt(v.parse(FnolReceiptSchema, answer));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : m['fnol.failed']);
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

  const field = (name: string, label: string, control: (id: string, described: string | undefined) => ReactNode) => (
    <div>
      <label htmlFor={`fnol-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control(`fnol-${name}`, errors[name] ? `fnol-${name}-error` : undefined)}
      <FieldError id={`fnol-${name}-error`} message={errors[name] ?? null} />
    </div>
  );
  const text = (name: string, label: string, type = 'text', extra: Record<string, string> = {}) =>
    field(name, label, (id, described) => (
      <input
        id={id}
        type={type}
        className={input}
        value={(current[name] as string) ?? ''}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described}
        {...extra}
      />
    ));
  const select = (name: string, label: string, list: ReferenceListCode) =>
    field(name, label, (id, described) => (
      <select
        id={id}
        className={input}
        value={(current[name] as string) ?? ''}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described}
      >
        <option value="">{m['fnol.choose']}</option>
        {(lists[list] ?? []).map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </select>
    ));
  const today = new Date().toISOString().slice(0, 10);
  const parts = (current.damaged_parts as string[]) ?? [];

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
      {step === 'policy' && (
        <>
          {select('policy_type', m['fnol.policy_type'], 'policy_types')}
          {text('policy_no', m['fnol.policy_no'], 'text', { autoComplete: 'off' })}
          {text('insured_name', m['fnol.insured_name'], 'text', { autoComplete: 'name' })}
        </>
      )}
      {step === 'event' && (
        <>
          {text('event_date', m['fnol.event_date'], 'date', { max: today })}
          {select('event_country', m['fnol.event_country'], 'countries')}
          {current.event_country === 'RO' && select('event_county', m['fnol.event_county'], 'counties')}
          {text('event_place', m['fnol.event_place'])}
          {field('description', m['fnol.description'], (id, described) => (
            <textarea
              id={id}
              rows={4}
              className={input}
              value={(current.description as string) ?? ''}
              onChange={(e) => set('description', e.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={described}
            />
          ))}
        </>
      )}
      {step === 'vehicle' && (
        <>
          {select('vehicle_category', m['fnol.vehicle_category'], 'vehicle_categories')}
          {select('vehicle_brand', m['fnol.vehicle_brand'], 'vehicle_brands')}
          {select('vehicle_color', m['fnol.vehicle_color'], 'colors')}
          {text('plate', m['fnol.plate'], 'text', { autoComplete: 'off' })}
          <fieldset aria-describedby={errors.damaged_parts ? 'fnol-damaged_parts-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">{m['fnol.damaged_parts']}</legend>
            <div id="fnol-damaged_parts" tabIndex={-1} className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {(lists.vehicle_parts ?? []).map((part) => (
                <label key={part.code} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={parts.includes(part.code)}
                    onChange={(e) =>
                      set(
                        'damaged_parts',
                        e.target.checked ? [...parts, part.code] : parts.filter((p) => p !== part.code),
                      )
                    }
                  />
                  {part.name}
                </label>
              ))}
            </div>
            <FieldError id="fnol-damaged_parts-error" message={errors.damaged_parts ?? null} />
          </fieldset>
        </>
      )}
      {step === 'contact' && (
        <>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{m['fnol.contact_channel']}</legend>
            {(['email', 'sms'] as const).map((channel) => (
              <label key={channel} className="mr-4 inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="contact_channel"
                  value={channel}
                  checked={current.contact_channel === channel}
                  onChange={() => set('contact_channel', channel)}
                />
                {m[`fnol.channel.${channel}`]}
              </label>
            ))}
          </fieldset>
          {text('contact', m['fnol.contact'], current.contact_channel === 'sms' ? 'tel' : 'email', {
            autoComplete: current.contact_channel === 'sms' ? 'tel' : 'email',
          })}
          {text(
            'contact_confirmation',
            m['fnol.contact_confirmation'],
            current.contact_channel === 'sms' ? 'tel' : 'email',
            { autoComplete: 'off' },
          )}
        </>
      )}
      <p className="text-xs text-gray-700">{m['fnol.draftKept']}</p>
      <FieldError id="fnol-problem" message={problem} role="alert" />
      {sending && <progress aria-label={m['fnol.sending']} className="block w-full" />}
      <div className="flex gap-3">
        {index > 0 && (
          <button
            type="button"
            onClick={() => go(FNOL_STEPS[index - 1]!)}
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
