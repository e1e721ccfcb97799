import type { PartyRole } from '../../../contract/claim-file.ts';
import type { IntakeClaimInput } from '../../../contract/intake.ts';

export interface PartyDraft {
  role: PartyRole;
  name: string;
  phone: string;
  email: string;
  address: string;
  plate: string;
  vehicle: string;
  insurer: string;
  insurer_policy_no: string;
  remark: string;
}

/** What the intake form holds while it is filled in: each step's part, as typed. */
export interface IntakeDraft {
  policy: {
    policy_id: string | null;
    policy_missing_reason: string | null;
    policy_no: string;
    policy_type: string;
    insured_name: string;
  };
  event: {
    date: string;
    time: string;
    country: string;
    county: string;
    place: string;
    description: string;
    police_report_no: string;
  };
  vehicle: {
    plate: string;
    vin: string;
    brand: string;
    model: string;
    category: string;
    color: string;
    damaged_parts: string[];
    damage: string;
  };
  parties: PartyDraft[];
  contact: { channel: 'email' | 'sms'; contact: string };
  /** A chosen policy not in force on the event date: the agent's confirmation and reason for going on. */
  gap: { confirmed: boolean; reason: string };
}

export const blankParty = (role: PartyRole): PartyDraft => ({
  role,
  name: '',
  phone: '',
  email: '',
  address: '',
  plate: '',
  vehicle: '',
  insurer: '',
  insurer_policy_no: '',
  remark: '',
});

/** Every field starts empty (the country Romania), and the policyholder is always listed first. */
export const blankDraft = (): IntakeDraft => ({
  policy: { policy_no: '', policy_type: '', insured_name: '', policy_missing_reason: '', policy_id: null },
  event: { date: '', time: '', country: 'RO', county: '', place: '', description: '', police_report_no: '' },
  vehicle: { plate: '', vin: '', brand: '', model: '', category: '', color: '', damaged_parts: [], damage: '' },
  parties: [blankParty('policyholder')],
  contact: { channel: 'email', contact: '' },
  gap: { confirmed: false, reason: '' },
});

/** Leaving the policy step: an unnamed policyholder takes the insured's name. */
export const withHolderPrefilled = (d: IntakeDraft): IntakeDraft => ({
  ...d,
  parties: d.parties.map((p) =>
    p.role === 'policyholder' && !p.name.trim() ? { ...p, name: d.policy.insured_name } : p,
  ),
});

/** The call's body (POST /api/intake/claims) from the draft. */
export function payloadOf(d: IntakeDraft): IntakeClaimInput {
  const { damage, ...vehicle } = d.vehicle;
  return {
    ...d.policy,
    event: { ...d.event, county: d.event.country === 'RO' ? d.event.county : null },
    vehicle,
    damage,
    parties: d.parties,
    contact: d.contact,
    policy_not_in_force_confirmed: d.gap.confirmed,
    policy_not_in_force_reason: d.gap.reason,
  };
}

/** The step holding a field the server names (`event.date` is the event's, `damage` the vehicle's). */
export function stepOfField(field: string): 'policy' | 'event' | 'vehicle' | 'parties' | 'contact' {
  const head = field.split('.')[0] ?? '';
  // The confirmation sits under the event's date, where the policy's standing becomes known.
  if (head.startsWith('policy_not_in_force')) return 'event';
  if (head === 'event' || head === 'vehicle' || head === 'parties' || head === 'contact') return head;
  return head === 'damage' ? 'vehicle' : 'policy';
}
