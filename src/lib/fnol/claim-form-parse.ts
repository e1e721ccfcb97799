import * as v from 'valibot';
import { FnolReceiptSchema, FnolSubmissionSchema } from '../../../contract/fnol.ts';

/** The whole claim through the contract's schemas: loaded only when sent, so the form's first load carries no schema library. */
export const parseSubmission = (claim: unknown) => v.parse(FnolSubmissionSchema, claim);
export const parseReceipt = (answer: unknown) => v.parse(FnolReceiptSchema, answer);
