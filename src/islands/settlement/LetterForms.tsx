import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import { invalidProps } from '../common/field-aria.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { ClaimMoneyT } from './money-keys.ts';
import { MoneyFormFrame } from './MoneyFormFrame.tsx';

const LANGUAGES: Language[] = ['ro', 'en'];

/** The letter's language, Romanian unless the handler chooses English for this claimant. */
function LanguageChoice({
  name,
  value,
  onChange,
  problem,
  t,
}: {
  name: string;
  value: Language;
  onChange: (language: Language) => void;
  problem: string | null;
  t: ClaimMoneyT;
}) {
  return (
    <fieldset aria-describedby={problem ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800">{t('claimMoney.letterLanguage')}</legend>
      <div className="flex flex-wrap gap-4">
        {LANGUAGES.map((language) => (
          <label key={language} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
            />
            {t(`claimMoney.language.${language}`)}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={problem} />
    </fieldset>
  );
}

/** The offer: its language, then a question showing the amount that goes out before anything is sent. */
export function OfferForm({
  part,
  view,
  lang,
  t,
}: {
  part: ClaimMoneyPart;
  view: ClaimMoneyView;
  lang: Language;
  t: ClaimMoneyT;
}) {
  const open = useStore(part.offer.$open);
  const confirming = useStore(part.$offerConfirming);
  if (!open) return null;
  const amount = formatLei(view.figure.total_minor, lang);
  return (
    <>
      <MoneyFormFrame
        form={part.offer}
        label={t('claimMoney.sendOffer')}
        inputs={['language']}
        submitLabel={t('claimMoney.sendOffer')}
        onSubmit={part.askOffer}
        t={t}
      >
        {(problem) => (
          <>
            <p className="md:col-span-2">{t('claimMoney.offerAmount', { amount })}</p>
            <LanguageChoice
              name="offer-language"
              value={open.draft.language}
              onChange={(language) => part.offer.edit({ language })}
              problem={problem('language')}
              t={t}
            />
          </>
        )}
      </MoneyFormFrame>
      <ConfirmDialog
        open={confirming}
        title={t('claimMoney.offerTitle')}
        confirmLabel={t('claimMoney.offerConfirm')}
        cancelLabel={t('claimMoney.cancel')}
        onConfirm={part.confirmOffer}
        onCancel={part.cancelOffer}
      >
        <p>{t('claimMoney.offerQuestion', { amount, language: t(`claimMoney.language.${open.draft.language}`) })}</p>
      </ConfirmDialog>
    </>
  );
}

/** The refusal: the organisation's reasons to tick, words of the handler's own, and the letter's language. */
export function RefusalForm({ part, view, t }: { part: ClaimMoneyPart; view: ClaimMoneyView; t: ClaimMoneyT }) {
  const open = useStore(part.refusal.$open);
  if (!open) return null;
  return (
    <MoneyFormFrame
      form={part.refusal}
      label={t('claimMoney.sendRefusal')}
      inputs={['language', 'reasons', 'text']}
      submitLabel={t('claimMoney.sendRefusal')}
      t={t}
    >
      {(problem) => (
        <>
          <fieldset
            className="md:col-span-2"
            aria-describedby={problem('reasons') ? 'refusal-reasons-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-gray-800">{t('claimMoney.refusalReasons')}</legend>
            <div className="space-y-1">
              {view.refusal_reasons.map((reason) => (
                <label key={reason.code} className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0"
                    checked={open.draft.reasons.includes(reason.code)}
                    onChange={() => part.toggleReason(reason.code)}
                  />
                  <span>{reason.name}</span>
                </label>
              ))}
            </div>
            <FieldError id="refusal-reasons-error" message={problem('reasons')} />
          </fieldset>
          <div className="md:col-span-2">
            <label htmlFor="refusal-text" className="mb-1 block text-sm font-medium text-gray-800">
              {t('claimMoney.refusalText')}
            </label>
            <textarea
              id="refusal-text"
              rows={3}
              maxLength={2000}
              value={open.draft.text}
              onChange={(event) => part.refusal.edit({ text: event.target.value })}
              className="w-full rounded border border-gray-400 px-3 py-2 aria-invalid:border-red-700"
              {...invalidProps('refusal-text-error', problem('text'))}
            />
            <FieldError id="refusal-text-error" message={problem('text')} />
          </div>
          <LanguageChoice
            name="refusal-language"
            value={open.draft.language}
            onChange={(language) => part.refusal.edit({ language })}
            problem={problem('language')}
            t={t}
          />
        </>
      )}
    </MoneyFormFrame>
  );
}
