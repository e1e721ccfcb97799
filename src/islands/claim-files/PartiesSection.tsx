import { useStore } from '@nanostores/react';
import { PARTY_ROLES, type PartyRole } from '../../../contract/claim-file.ts';
import type { ClaimFileDetail } from '../../../contract/claim-file-page.ts';
import type { ClaimFilePage, PartyDraft } from '../../lib/claim-files/claim-file-page.ts';
import { generalProblem, messageFor } from '../../lib/pages/saving.ts';
import { FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { TextField } from '../common/TextField.tsx';
import { type ClaimFileKey, type ClaimFileT, headingClass, sectionClass } from './messages.ts';

type TextKey = Exclude<keyof PartyDraft, 'role' | 'key'>;
const TEXTS: [TextKey, ClaimFileKey][] = [
  ['name', 'claimFile.name'],
  ['phone', 'claimFile.phone'],
  ['email', 'claimFile.email'],
  ['address', 'claimFile.address'],
  ['plate', 'claimFile.plate'],
  ['vehicle', 'claimFile.vehicleDescription'],
  ['insurer', 'claimFile.insurer'],
  ['insurer_policy_no', 'claimFile.insurerPolicyNo'],
  ['remark', 'claimFile.remark'],
];

function PartyLine({ party, t }: { party: ClaimFileDetail['parties'][number]; t: ClaimFileT }) {
  const details = [
    party.phone,
    party.email,
    party.address,
    party.plate,
    party.vehicle,
    party.insurer,
    party.insurer_policy_no,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="border-t border-gray-200 pt-2 first:border-t-0 first:pt-0">
      <span className="font-medium">{party.name}</span> ({t(`claimFile.role.${party.role}`)})
      {details && <div className="text-sm text-gray-800">{details}</div>}
      {party.remark && <div className="text-sm text-gray-800">{party.remark}</div>}
    </li>
  );
}

/** The people of the claim; "Edit" opens the whole list as a form, saved at once. */
export function PartiesSection({ page, file, t }: { page: ClaimFilePage; file: ClaimFileDetail; t: ClaimFileT }) {
  const open = useStore(page.$parties);
  const busy = useStore(page.partiesSaving.$busy);
  const problem = useStore(page.partiesSaving.$problem);
  const fields = useStore(page.partiesSaving.$fields);
  const shownInputs = (open?.draft ?? []).flatMap((_, i) => [`${i}.role`, ...TEXTS.map(([key]) => `${i}.${key}`)]);
  return (
    <section aria-labelledby="people-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="people-title" className={headingClass}>
          {t('claimFile.people')}
        </h2>
        {file.may_edit && !open && (
          <button
            type="button"
            className={secondaryButton}
            onClick={page.openParties}
            aria-label={t('claimFile.editPeople')}
          >
            {t('claimFile.edit')}
          </button>
        )}
      </div>
      {open && <FormProblem text={generalProblem(problem, fields, shownInputs) || null} />}
      {!open &&
        (file.parties.length === 0 ? (
          <p>{t('claimFile.noPeople')}</p>
        ) : (
          <ul className="space-y-2">
            {file.parties.map((party) => (
              <PartyLine key={party.id} party={party} t={t} />
            ))}
          </ul>
        ))}
      {open && (
        <form
          aria-label={t('claimFile.editPeople')}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void page.saveParties();
          }}
        >
          {open.draft.map((party, i) => (
            <fieldset key={party.key} className="grid gap-2 rounded border border-gray-300 p-3 md:grid-cols-3">
              <legend className="px-1 font-medium">{t('claimFile.person', { n: i + 1 })}</legend>
              <label className="text-sm" htmlFor={`party-${i}-role`}>
                {t('claimFile.role')}
                <select
                  id={`party-${i}-role`}
                  className={inputClass}
                  value={party.role}
                  onChange={(e) => page.editParty(i, { role: e.target.value as PartyRole })}
                >
                  {PARTY_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`claimFile.role.${role}`)}
                    </option>
                  ))}
                </select>
              </label>
              {TEXTS.map(([key, label]) => (
                <TextField
                  key={key}
                  id={`party-${i}-${key}`}
                  label={t(label)}
                  value={party[key]}
                  onChange={(value) => page.editParty(i, { [key]: value })}
                  error={messageFor(fields, `${i}.${key}`) ?? null}
                />
              ))}
              <div className="flex items-end">
                <button type="button" className={secondaryButton} onClick={() => page.removeParty(i)}>
                  {t('claimFile.remove')} <span className="sr-only">{t('claimFile.person', { n: i + 1 })}</span>
                </button>
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => page.addParty('witness')}>
              {t('claimFile.addPerson')}
            </button>
            <button type="submit" className={primaryButton} disabled={busy}>
              {t('claimFile.save')}
            </button>
            <button type="button" className={secondaryButton} onClick={page.closeParties}>
              {t('claimFile.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
