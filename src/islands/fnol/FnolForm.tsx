import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FNOL_STEPS } from '../../../contract/fnol-keys.ts';
import type { Language } from '../../../contract/languages.ts';
import { createClaimFormPage } from '../../lib/fnol/claim-form-page.ts';
import { BLANK, PROBLEM_ID, type FnolFocus } from '../../lib/fnol/claim-form-steps.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { ErrorSummary } from '../common/ErrorSummary.tsx';
import type { Messages } from './fnol-keys.ts';
import { FnolPolicyFields } from './FnolStepFields.tsx';
import { FieldError } from '../common/TextField.tsx';

type Later = typeof import('./fnol-later.ts');
let later: Promise<Later> | null = null;
const loadLater = () => {
  // A failed fetch is tried again the next time, not kept.
  later ??= import('./fnol-later.ts').catch((error: unknown) => {
    later = null;
    throw error;
  });
  return later;
};

const primary = 'rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60';
const secondary = 'rounded border border-brand px-4 py-2 font-semibold text-brand-ink';

/**
 * The first notice of loss (/guest/claim_notification/{org_key}): renders the claim form's page
 * store (lib/fnol/claim-form-page.ts), which checks each step, keeps the draft, shows the review
 * and sends the claim.
 */
export function FnolForm({ orgKey, lang, messages: m }: { orgKey: string; lang: Language; messages: Messages }) {
  const page = usePage(() =>
    createClaimFormPage(orgKey, lang, (key, values) =>
      interpolate((m as Record<string, string>)[key] ?? key, values ?? {}),
    ),
  );
  const lists = useStore(page.$lists);
  const step = useStore(page.$step);
  const reviewing = useStore(page.$reviewing);
  const current = useStore(page.$values);
  const errors = useStore(page.$errors);
  const summaryAt = useStore(page.$summaryAt);
  const sending = useStore(page.$sending);
  const problem = useStore(page.$problem);
  const duplicate = useStore(page.$duplicate);
  const receipt = useStore(page.$receipt);
  const unknownForm = useStore(page.$unknownForm);
  const orgName = useStore(page.$orgName);
  const policyNote = useStore(page.$policyNote);
  const restored = useStore(page.$restored);
  const declared = useStore(page.$declared);
  const historyMoves = useStore(page.$historyMoves);
  useStore(page.$draft);
  const heading = useRef<HTMLHeadingElement>(null);
  const [parts, setParts] = useState<Later | null>(null);
  const needsParts = step !== 'policy' || reviewing || Boolean(receipt) || Boolean(duplicate) || restored;
  // Past the first step (a kept draft may reopen there); a refused first step never loads them.
  useEffect(() => {
    if (!parts && needsParts) void loadLater().then(setParts, () => undefined);
  }, [parts, needsParts]);

  // After the new view has been drawn: its heading, a field, or the message saying what happened.
  // The error summary takes the focus itself.
  const focus = (target: FnolFocus) =>
    setTimeout(() => {
      if (target?.to === 'heading') heading.current?.focus();
      else if (target?.to === 'field') document.getElementById(`fnol-${target.field}`)?.focus();
      else if (target?.to === 'element') focusNews(document.getElementById(target.id));
    });
  const act = (action: () => FnolFocus | Promise<FnolFocus>) => async (event?: FormEvent) => {
    event?.preventDefault();
    const target = await action();
    // The view the action opened is drawn before the focus moves into it.
    if (page.$step.get() !== 'policy' || page.$reviewing.get() || page.$receipt.get() || page.$duplicate.get())
      setParts(await loadLater());
    focus(target);
  };
  // The tab's title names the view, as a site's page title does: its heading, then the page's own title.
  const title = useRef('');
  useEffect(() => {
    title.current ||= document.title;
    const named = heading.current?.textContent;
    document.title = named ? `${named} · ${title.current}` : title.current;
  });
  // Back or Forward showed another step: focus goes to its heading, as after Next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per move; act reads the page store when it runs
  useEffect(() => {
    if (historyMoves) void act(() => ({ to: 'heading' }))();
  }, [historyMoves]);
  const loading = <p role="status">{m['app.loading']}</p>;
  const index = FNOL_STEPS.indexOf(step);

  if (unknownForm) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
        {m['fnol.unknownForm']}
      </p>
    );
  }
  if (receipt) {
    if (!parts) return loading;
    const { FnolDone } = parts;
    const contact = page.valuesOf('contact');
    return (
      <FnolDone
        receipt={receipt}
        orgName={orgName}
        channel={contact.contact_channel === 'sms' ? 'sms' : 'email'}
        contact={String(contact.contact ?? '').trim()}
        lang={lang}
        messages={m}
        heading={heading}
        onAnother={act(page.discard)}
      />
    );
  }
  // On the review, only the declaration can be at fault (a step at fault is shown again).
  const summary = (reviewing ? ['declaration'] : Object.keys(BLANK[step])).flatMap((field) =>
    errors[field] ? [{ fieldId: `fnol-${field}`, message: errors[field] }] : [],
  );

  return (
    <form
      onSubmit={act(reviewing ? page.send : page.next)}
      noValidate
      className="space-y-4 rounded bg-surface p-4 shadow"
      aria-labelledby={reviewing ? 'fnol-review-title' : 'fnol-step-title'}
    >
      {restored && parts && <parts.FnolRestored onDiscard={act(page.discard)} messages={m} />}
      <ErrorSummary title={m['form.errorSummaryTitle']} problems={summary} shownAt={summaryAt} />
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={m['fnol.title']}>
        {FNOL_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step && !reviewing ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${s === step && !reviewing ? 'bg-brand font-semibold text-white' : 'bg-gray-100'}`}
          >
            {i + 1}. {m[`fnol.step.${s}`]}
          </li>
        ))}
      </ol>
      {reviewing ? (
        parts ? (
          <parts.FnolReview
            valuesOf={page.valuesOf}
            lists={lists}
            messages={m}
            heading={heading}
            onChange={(s, field) => focus(page.change(s, field))}
            registered={policyNote?.registered}
            declared={declared}
            declarationError={errors.declaration}
            onDeclare={page.declare}
          />
        ) : (
          loading
        )
      ) : (
        <h2 id="fnol-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {interpolate(m['fnol.step'], { n: index + 1, total: FNOL_STEPS.length })}: {m[`fnol.step.${step}`]}
        </h2>
      )}
      {/* Always in the page, so the answer that arrives after the step has changed is announced. */}
      <div role="status" data-testid="fnol-policy-note">
        {step === 'others' && !reviewing && policyNote && (
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
      {!reviewing &&
        (step === 'policy' ? (
          <FnolPolicyFields current={current} errors={errors} lists={lists} set={page.set} messages={m} />
        ) : parts ? (
          <parts.FnolLaterFields
            step={step}
            lang={lang}
            current={current}
            errors={errors}
            lists={lists}
            set={page.set}
            messages={m}
            onAddWitness={() => void page.witness('add').then(focus)}
            onRemoveWitness={(n) => void page.witness(n).then(focus)}
          />
        ) : (
          loading
        ))}
      <p className="text-xs text-gray-700">{m['fnol.draftKept']}</p>
      <FieldError id={PROBLEM_ID} message={problem} role="alert" />
      {duplicate && parts && (
        <parts.FnolDuplicate duplicate={duplicate} sending={sending} onSendAnyway={act(page.sendAnyway)} messages={m} />
      )}
      {sending && <progress aria-label={m['fnol.sending']} className="block w-full" />}
      <div className="flex gap-3">
        {(index > 0 || reviewing) && (
          <button type="button" onClick={act(page.back)} className={secondary}>
            {m['fnol.back']}
          </button>
        )}
        {!duplicate && (
          <button type="submit" disabled={sending} className={primary}>
            {reviewing ? m['fnol.submit'] : m['fnol.next']}
          </button>
        )}
      </div>
    </form>
  );
}
