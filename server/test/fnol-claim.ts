import type { FnolSubmission } from '../../contract/fnol.ts';

/** The claim form's step about others, answered "no other vehicle, no one hurt, no witnesses". */
export const NO_OTHERS: FnolSubmission['others'] = {
  other_vehicle: 'none',
  other_plate: '',
  other_insurer: '',
  other_driver: '',
  injured: 'no',
  injury_note: '',
  police_report_no: '',
  amicable: '',
  other_policy_no: '',
  witness_count: '0',
  witness1_name: '',
  witness1_phone: '',
  witness2_name: '',
  witness2_phone: '',
  witness3_name: '',
  witness3_phone: '',
};
