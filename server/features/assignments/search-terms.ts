import { normaliseTerm } from '../../search/prefix-terms.ts';

export function searchTermsOf(input: {
  assignment_no: string;
  claim_file_no: string;
  plate: string;
  policy_no: string;
  insured_name: string;
}): string[] {
  const words = [
    input.assignment_no,
    input.claim_file_no,
    input.plate,
    input.policy_no,
    ...input.insured_name.split(/\s+/),
    input.insured_name,
  ];
  return [...new Set(words.map(normaliseTerm).filter((term) => term.length > 0))];
}
