import * as v from 'valibot';
import { othersAsked } from '../../../contract/fnol-others.ts';
import { FnolReceiptSchema, FnolSubmissionSchema, type FnolStep } from '../../../contract/fnol.ts';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { type FnolErrors, type FnolValues, stepField } from './claim-form-steps.ts';
import { type BrowserStorage, draftKey, type KeptReceipt, placeKey, receiptKey } from './claim-form-kept.ts';
import { submitFnol } from './api.ts';
import type { FnolReceipt } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';

/**
 * What the claim form needs only once it is sent: the whole claim through the contract's schemas,
 * and the reading of a refusal. Loaded at sending, so the form's first load carries neither.
 */
export const parseSubmission = (claim: Record<string, unknown> & { others: FnolValues }) =>
  v.parse(FnolSubmissionSchema, { ...claim, others: askedOnly(claim.others) });

/** Only the answers the form asked are sent: one typed before a later answer made it moot is left out. */
const askedOnly = (others: FnolValues) =>
  Object.fromEntries(Object.entries(others).filter(([field]) => othersAsked(field, others)));
export const parseReceipt = (answer: unknown) => v.parse(FnolReceiptSchema, answer);

/** What a refused sending means for the form: the store shows it. */
export type FnolRefusal =
  | { kind: 'failed' }
  | { kind: 'duplicate'; earlier: { case_no: string; tracker_url: string } }
  | { kind: 'problem'; message: string }
  | { kind: 'fields'; step: FnolStep; errors: FnolErrors; problem: string | null };

/** The server's refusal: the fields it names on the step of the first, or why it refused, or that it could not answer. */
export function refusalOf(error: unknown, lang: Language, orgKey: string): FnolRefusal {
  const answered = error instanceof ApiError && error.code !== 'bad_response' && error.code !== 'network_error';
  if (!answered) return { kind: 'failed' };
  const earlier = error.params?.case_no;
  if (error.code === 'conflict' && typeof earlier === 'string') {
    const path = `${lang === 'en' ? '' : `/${lang}`}/status/${encodeURIComponent(earlier)}`;
    return {
      kind: 'duplicate',
      earlier: { case_no: earlier, tracker_url: `${path}?org_code=${encodeURIComponent(orgKey)}` },
    };
  }
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

/**
 * Sends the whole claim, declared true, and keeps its confirmation for a reload of this tab; the
 * draft, the place the visitor was and the steps' history entries leave this browser.
 */
export async function sendClaim(claim: {
  orgKey: string;
  whole: Record<string, FnolValues> & { others: FnolValues; contact: FnolValues };
  differentClaim: boolean;
  kept: BrowserStorage;
  tab: BrowserStorage;
}): Promise<FnolReceipt> {
  const { orgKey, whole } = claim;
  const submission = parseSubmission({
    ...whole,
    declaration: true,
    different_claim: claim.differentClaim || undefined,
  });
  const receipt = parseReceipt(await submitFnol(orgKey, submission));
  claim.kept.removeItem(draftKey(orgKey));
  claim.kept.removeItem(placeKey(orgKey));
  keepReceipt(claim.tab, orgKey, receipt, whole.contact);
  void import('./claim-form-history.ts').then(
    (h) => h.forgetSteps(),
    () => undefined,
  );
  return receipt;
}
