// Bani in words for messages: the same function the timeline's readers use, kept in the contract.
export { formatLei } from '../../../contract/assessment-text.ts';
