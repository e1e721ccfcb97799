import type { Party } from '../../../contract/claim-file.ts';
import type { FnolSubmission } from '../../../contract/fnol.ts';
import { amicableTyped, registerPlate, witnessCount, witnessFields } from '../../../contract/fnol-others.ts';
import type { Language } from '../../../contract/languages.ts';
import { translate } from '../../i18n.ts';

const person = (role: Party['role'], name: string, more: Partial<Party> = {}): Party => ({
  role,
  name,
  phone: null,
  email: null,
  address: null,
  plate: null,
  vehicle: null,
  insurer: null,
  insurer_policy_no: null,
  remark: null,
  ...more,
});

/**
 * The people the claim form names, as the claim file keeps them: the policyholder who sent it, the
 * other vehicle's driver, and witnesses. A driver the visitor could not name is "driver not known"
 * in the organisation's language: the claim file is the insurer's record.
 */
export function partiesOf(s: FnolSubmission, contact: string, orgLanguage: Language): Party[] {
  const channel = s.contact.contact_channel;
  const parties = [
    person('policyholder', s.policy.insured_name, {
      phone: channel === 'sms' ? contact : null,
      email: channel === 'email' ? contact : null,
    }),
  ];
  const o = s.others;
  if (o.other_vehicle === 'yes') {
    parties.push(
      person('third_party', o.other_driver || translate(orgLanguage, 'fnol.otherDriverUnknown'), {
        plate: registerPlate(o.other_plate),
        insurer: o.other_insurer || null,
        insurer_policy_no: amicableTyped(o) ? o.other_policy_no : null,
      }),
    );
  }
  const answers = o as Record<string, string>;
  for (let n = 1; n <= witnessCount(o); n++) {
    const { name, phone } = witnessFields(n);
    parties.push(person('witness', answers[name] ?? '', { phone: answers[phone] || null }));
  }
  return parties;
}
