import { useStore } from '@nanostores/react';
import { type FormEvent, useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { CLAIM_LISTS } from '../../../contract/reference-lists.ts';
import { localized } from '../../lib/auth/paths.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { addReportToClaim, createIntakeClaim, duplicatesOf, findDuplicates } from '../../lib/intake/api.ts';
import { createNewClaimPage, INTAKE_STEPS, type IntakeFocus } from '../../lib/intake/new-claim-page.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { formKey } from '../../lib/field-messages.ts';
import { loadReferenceList } from '../../lib/reference/lists.ts';
import { cardClass, FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import type { PolicyPickerMessages } from '../policies/PolicyPicker.tsx';
import { idOf } from './fields.tsx';
import type { IntakeMessages } from './intake-keys.ts';
import { PartiesStep } from './IntakeParties.tsx';
import { ReviewStep } from './IntakeReview.tsx';
import { ContactStep, EventStep, PolicyStep, VehicleStep } from './IntakeSteps.tsx';

export { INTAKE_KEYS } from './intake-keys.ts';

/** /workflow/new: staff register a claim phoned in or brought in; the page store decides, this renders it. */
export default function NewClaimForm({
  lang,
  messages: m,
  pickerMessages,
}: {
  lang: Language;
  messages: IntakeMessages;
  pickerMessages: PolicyPickerMessages;
}) {
  const t = islandT(m);
  const page = usePage(() =>
    createNewClaimPage({
      t: (key, values) => {
        const form = formKey(lang, key, values, m);
        return form in m ? t(form as keyof IntakeMessages, values) : key;
      },
      findDuplicates,
      create: createIntakeClaim,
      addReport: addReportToClaim,
      duplicatesOf,
      loadLists: async () =>
        Object.fromEntries(
          await Promise.all(CLAIM_LISTS.map(async (list) => [list, await loadReferenceList(list, lang)] as const)),
        ),
      open: (claimFileNo) => location.assign(localized(`/workflow/claim-file/${claimFileNo}`, lang)),
    }),
  );
  const step = useStore(page.$step);
  const busy = useStore(page.$busy);
  const problem = useStore(page.$problem);
  const duplicates = useStore(page.$duplicates);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = INTAKE_STEPS.indexOf(step);

  // After the step has been drawn: its heading, or the first field at fault.
  const focus = (target: IntakeFocus) =>
    setTimeout(() => {
      if (target?.to === 'heading') heading.current?.focus();
      else if (target?.to === 'field') document.getElementById(idOf(target.field))?.focus();
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    focus(step === 'review' ? await page.create() : page.next());
  };
  const props = { page, lang, messages: m, onFocus: focus };

  return (
    <form onSubmit={submit} noValidate className={cardClass} aria-labelledby="intake-step-title">
      <ol
        className="flex flex-wrap gap-2 text-sm"
        aria-label={t('intake.step', { n: index + 1, total: INTAKE_STEPS.length })}
      >
        {INTAKE_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${s === step ? 'bg-brand font-semibold text-white' : 'bg-gray-100'}`}
          >
            {i + 1}. {m[`intake.step.${s}`]}
          </li>
        ))}
      </ol>
      <h2 id="intake-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t('intake.step', { n: index + 1, total: INTAKE_STEPS.length })}: {m[`intake.step.${step}`]}
      </h2>
      {step === 'policy' && <PolicyStep {...props} pickerMessages={pickerMessages} />}
      {step === 'event' && <EventStep {...props} />}
      {step === 'vehicle' && <VehicleStep {...props} />}
      {step === 'parties' && <PartiesStep {...props} />}
      {step === 'contact' && <ContactStep {...props} />}
      {step === 'review' && <ReviewStep {...props} />}
      <FormProblem text={problem || null} id="intake-problem" />
      {busy && <progress aria-label={m['intake.creating']} className="block w-full" />}
      <div className="flex flex-wrap gap-3">
        {index > 0 && (
          <button type="button" className={secondaryButton} onClick={() => focus(page.back())}>
            {m['intake.back']}
          </button>
        )}
        <button type="submit" disabled={busy} className={primaryButton}>
          {step === 'review' ? m['intake.create'] : m['intake.next']}
        </button>
        {step === 'review' && duplicates.length > 0 && (
          <button
            type="button"
            disabled={busy}
            className={secondaryButton}
            onClick={async () => focus(await page.create(true))}
          >
            {m['intake.createAnyway']}
          </button>
        )}
      </div>
    </form>
  );
}
