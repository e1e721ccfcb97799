// Bani in words for messages: the same function the assessment pages and the timeline's readers use.
export { formatLei } from '../../../contract/money-text.ts';
