import * as v from 'valibot';
import { FnolReceiptSchema, FnolSubmissionSchema, type FnolStep } from '../../../contract/fnol.ts';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { type FnolErrors, type FnolValues, stepField } from './claim-form-steps.ts';
import { type KeptReceipt, receiptKey, type BrowserStorage } from './claim-form-kept.ts';
import type { FnolReceipt } from '../../../contract/fnol.ts';

/**
 * What the claim form needs only once it is sent: the whole claim through the contract's schemas,
 * and the reading of a refusal. Loaded at sending, so the form's first load carries neither.
 */
export const parseSubmission = (claim: unknown) => v.parse(FnolSubmissionSchema, claim);
export const parseReceipt = (answer: unknown) => v.parse(FnolReceiptSchema, answer);

/** What a refused sending means for the form: the store shows it. */
export type FnolRefusal =
  | { kind: 'failed' }
  | { kind: 'duplicate'; case_no: string }
  | { kind: 'problem'; message: string }
  | { kind: 'fields'; step: FnolStep; errors: FnolErrors; problem: string | null };

/** The server's refusal: the fields it names on the step of the first, or why it refused, or that it could not answer. */
export function refusalOf(error: unknown): FnolRefusal {
  const answered = error instanceof ApiError && error.code !== 'bad_response' && error.code !== 'network_error';
  if (!answered) return { kind: 'failed' };
  const earlier = error.params?.case_no;
  if (error.code === 'conflict' && typeof earlier === 'string') return { kind: 'duplicate', case_no: earlier };
  const byPath = fieldProblems(error);
  if (Object.keys(byPath).length === 0 && error.field) byPath[error.field] = error.message;
  const named = Object.entries(byPath).flatMap(([path, message]) => {
    const at = stepField(path);
    return at ? [{ ...at, message }] : [];
  });
  const first = named[0];
  if (!first) return { kind: 'problem', message: error.message };
  const errors: FnolErrors = {};
  for (const p of named) if (p.step === first.step) errors[p.field] ??= p.message;
  // Whatever names no field of the form is said under it, in the server's words.
  return {
    kind: 'fields',
    step: first.step,
    errors,
    problem: named.length < Object.keys(byPath).length ? error.message : null,
  };
}

const HOUR = 3_600_000;

/** The confirmation outlives a reload of this tab, with its photo upload. */
export function keepReceipt(tab: BrowserStorage, orgKey: string, receipt: FnolReceipt, contact: FnolValues): void {
  const named = { contact_channel: contact.contact_channel, contact: contact.contact };
  const until = receipt.photos?.expires_at ?? new Date(Date.now() + HOUR).toISOString();
  tab.setItem(receiptKey(orgKey), JSON.stringify({ receipt, contact: named, until } as KeptReceipt));
}
