import { useStore } from '@nanostores/react';
import { PARTY_ROLES } from '../../../contract/claim-file.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { IntakeFocus, NewClaimPage } from '../../lib/intake/new-claim-page.ts';
import { secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import { TextInput } from './fields.tsx';
import type { IntakeMessages } from './intake-keys.ts';

/** The people of the claim, by role: a third party has a vehicle, an insurer and a policy of their own. */
export function PartiesStep({
  page,
  messages: m,
  onFocus,
}: {
  page: NewClaimPage;
  messages: IntakeMessages;
  onFocus: (target: IntakeFocus) => void;
}) {
  const t = islandT(m);
  const { parties } = useStore(page.$draft);
  const errors = useStore(page.$errors);
  return (
    <>
      <FieldError id="intake-parties-error" message={errors.parties ?? null} />
      <ol className="space-y-4">
        {parties.map((party, i) => {
          const role = m[`intake.role.${party.role}`];
          const p = (name: string) => ({
            path: `parties.${i}.${name}`,
            error: errors[`parties.${i}.${name}`],
            value: party[name as keyof typeof party],
            onChange: (value: string) => page.setParty(i, name, value),
          });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: people have no id until the claim is created
            <li key={i}>
              <fieldset className="space-y-2 rounded border border-gray-300 p-3">
                <legend className="px-1 font-medium">{t('intake.person', { n: i + 1, role })}</legend>
                <TextInput {...p('name')} label={m['intake.name']} />
                <TextInput {...p('phone')} label={m['intake.phone']} type="tel" />
                <TextInput {...p('email')} label={m['intake.email']} type="email" />
                {party.role !== 'witness' && <TextInput {...p('address')} label={m['intake.address']} />}
                {party.role === 'third_party' && (
                  <>
                    <TextInput {...p('plate')} label={m['intake.partyPlate']} />
                    <TextInput {...p('vehicle')} label={m['intake.partyVehicle']} />
                    <TextInput {...p('insurer')} label={m['intake.insurer']} />
                    <TextInput {...p('insurer_policy_no')} label={m['intake.insurerPolicyNo']} />
                  </>
                )}
                <button type="button" className={secondaryButton} onClick={() => onFocus(page.removeParty(i))}>
                  {t('intake.remove', { n: i + 1 })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {PARTY_ROLES.map((role) => (
          <button key={role} type="button" className={secondaryButton} onClick={() => onFocus(page.addParty(role))}>
            {t('intake.addParty', { role: m[`intake.role.${role}`] })}
          </button>
        ))}
      </div>
    </>
  );
}
