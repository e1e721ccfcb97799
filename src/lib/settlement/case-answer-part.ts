import { atom } from 'nanostores';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import type { CaseMoney } from './case-api.ts';
import { acceptOffer, disputeLetter, letterPdf } from './case-answer-api.ts';
import { showFile } from './case-answer-file.ts';

export type AnswerForm = 'accept' | 'dispute';
/** The inputs of the two forms, named as the server names them in a refusal, in the order shown. */
export const ANSWER_FIELDS = { accept: ['holder_name', 'iban'], dispute: ['reason'] } as const;
export type AnswerField = (typeof ANSWER_FIELDS)[AnswerForm][number];
const EMPTY: Record<AnswerField, string> = { holder_name: '', iban: '', reason: '' };

/** An IBAN as people read it: capitals in groups of four (RO49 AAAA 1B31 …), whatever was typed. */
export const groupIban = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ');

/**
 * "Our answer to your claim" on the verified tracker case: the insurer's newest letter and the
 * claimant's answer to it, accepting an offer with the account to pay or disputing the letter with
 * a reason. It starts from the answer the tracker page already read (the part is loaded only for a
 * case with a letter), and each answer sent brings the case back as it then stands; `token` gives
 * the visit's current token, which is renewed while it lasts. The server checks every field (the
 * IBAN's checksum too) and its refusals are kept per field, in the visitor's language.
 */
export function createCaseAnswerPart(first: CaseMoney, token: () => string) {
  const $money = atom(first);
  const $form = atom<AnswerForm | null>(null);
  const $values = atom<Record<AnswerField, string>>(EMPTY);
  const $busy = atom(false);
  const $fields = atom<Partial<Record<AnswerField, string>>>({});
  /** A refusal that names none of the form's inputs (the letter was answered meanwhile, the visit ended). */
  const $problem = atom('');
  /** Counts refusals, so the first error takes focus again on each. */
  const $refusals = atom(0);
  /** The visitor answered during this visit: the confirmation takes focus and is announced. */
  const $answered = atom(false);
  const $letterBusy = atom(false);
  const $letterProblem = atom('');
  let gone = false;

  const clear = () => {
    $fields.set({});
    $problem.set('');
  };

  function refused(form: AnswerForm, error: unknown): void {
    const named = fieldProblems(error);
    const shown = Object.fromEntries(
      ANSWER_FIELDS[form].filter((field) => named[field]).map((field) => [field, named[field]]),
    );
    $fields.set(shown);
    $problem.set(Object.keys(shown).length > 0 ? '' : error instanceof Error ? error.message : String(error));
    $refusals.set($refusals.get() + 1);
    // Answered meanwhile (another tab, another device): the refusal says so, and nothing more is offered.
    if (error instanceof ApiError && error.code === 'conflict') {
      $money.set({ ...$money.get(), may_answer: false });
      $form.set(null);
    }
  }

  async function send(): Promise<void> {
    const form = $form.get();
    if (!form || $busy.get()) return;
    const { holder_name, iban, reason } = $values.get();
    $busy.set(true);
    clear();
    try {
      const money = await (form === 'accept'
        ? acceptOffer(token(), { holder_name, iban })
        : disputeLetter(token(), reason));
      if (gone) return;
      $answered.set(true);
      $money.set(money);
      $form.set(null);
      // The account and the reason are the server's now: nothing typed is kept in the page.
      $values.set(EMPTY);
    } catch (error) {
      if (!gone) refused(form, error);
    } finally {
      $busy.set(false);
    }
  }

  async function openLetter(): Promise<void> {
    const letter = $money.get().letter;
    if (!letter || $letterBusy.get()) return;
    $letterBusy.set(true);
    $letterProblem.set('');
    try {
      const { blob, name } = await letterPdf(token(), letter.pdf_href);
      if (!gone) showFile(blob, name);
    } catch (error) {
      if (!gone) $letterProblem.set(error instanceof Error ? error.message : String(error));
    } finally {
      $letterBusy.set(false);
    }
  }

  return {
    $money,
    $form,
    $values,
    $busy,
    $fields,
    $problem,
    $refusals,
    $answered,
    $letterBusy,
    $letterProblem,
    /** Opens one form (closing the other); what was typed in it stays until it is sent. */
    open(form: AnswerForm): void {
      clear();
      $form.set(form);
    },
    close(): void {
      clear();
      $form.set(null);
    },
    type(field: AnswerField, value: string): void {
      $values.set({ ...$values.get(), [field]: value });
    },
    /** On leaving the IBAN: shown grouped, as on a bank card; the server takes it either way. */
    tidyIban(): void {
      $values.set({ ...$values.get(), iban: groupIban($values.get().iban) });
    },
    send,
    openLetter,
    enter(): void {
      gone = false;
    },
    exit(): void {
      gone = true;
    },
  };
}

export type CaseAnswerPart = ReturnType<typeof createCaseAnswerPart>;
