import { isValidIBAN } from 'ibantools';
import { create } from 'xmlbuilder2';

/**
 * The bank file for one batch of approved claim payments: an ISO 20022 customer credit transfer
 * initiation, pain.001.001.09, with one payment instruction debiting the insurer's account and one
 * transaction per payment. Pure: the same batch always gives the same text, kept as written.
 */

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export interface BankFilePayment {
  /** Unique per payment, at most 35 characters of [A-Za-z0-9-]; the payment's id shortened is fine. */
  endToEndId: string;
  /** Minor units (bani): integers, never floats. */
  amountMinor: number;
  currency: string; // 'RON' normally
  creditorName: string; // as typed (UTF-8, Romanian diacritics allowed); at most 140 characters
  creditorIban: string; // electronic format, no spaces
  creditorBic: string | null;
  /** Unstructured remittance, e.g. "Claim DEMO000123 payment"; at most 140 characters. */
  remittance: string;
}

export interface BankFileBatch {
  messageId: string; // at most 35 characters
  createdAt: Date; // CreDtTm, written as ISO 8601 with seconds, e.g. 2026-11-28T10:15:00Z
  executionDate: string; // YYYY-MM-DD (ReqdExctnDt/Dt)
  initiatingPartyName: string;
  debtor: { name: string; iban: string; bic: string | null };
  payments: BankFilePayment[]; // at least one
}

// The message definition's limits: Max35Text and Max140Text (at least one character), its BIC
// pattern, and the end-to-end id's characters that every bank passes through unchanged.
const MAX_ID = 35;
const MAX_TEXT = 140;
const END_TO_END_ID = /^[A-Za-z0-9-]+$/;
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Counted in characters, not UTF-16 units, as the message definition counts them. */
const lengthOf = (text: string) => [...text].length;

function requireText(what: string, text: string, max: number): string {
  const length = lengthOf(text);
  if (length === 0) throw new Error(`pain.001: ${what} is empty`);
  if (length > max) throw new Error(`pain.001: ${what} has ${length} characters, more than ${max}`);
  return text;
}

function requireIban(what: string, iban: string): string {
  if (!isValidIBAN(iban)) throw new Error(`pain.001: ${what} "${iban}" is not an IBAN in electronic format`);
  return iban;
}

function requireBic(what: string, bic: string): string {
  if (!BIC.test(bic)) throw new Error(`pain.001: ${what} "${bic}" is not a BIC`);
  return bic;
}

function requireAmount(payment: BankFilePayment): bigint {
  const amount = payment.amountMinor;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(
      `pain.001: payment ${payment.endToEndId} has amount ${amount}; only positive whole minor units are paid`,
    );
  return BigInt(amount);
}

/** Two decimal places from whole minor units, by integer division: 123450 is "1234.50". */
function decimalText(minor: bigint): string {
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}

/** The sum of the amounts as the message writes it (decimal with two places, e.g. "1234.50"). */
export function controlSumText(payments: readonly BankFilePayment[]): string {
  // BigInt, so a large batch's sum stays exact past Number's safe integers.
  return decimalText(payments.reduce((sum, payment) => sum + requireAmount(payment), 0n));
}

/** ISODateTime to the second; the milliseconds Date adds say nothing to a bank. */
function creationTimeText(createdAt: Date): string {
  if (Number.isNaN(createdAt.getTime())) throw new Error('pain.001: the creation time is not a valid date');
  return `${createdAt.toISOString().slice(0, 19)}Z`;
}

function requireExecutionDate(day: string): string {
  const asDate = new Date(`${day}T00:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(asDate.getTime()) || asDate.toISOString().slice(0, 10) !== day)
    throw new Error(`pain.001: execution date "${day}" is not a calendar day written YYYY-MM-DD`);
  return day;
}

function checkPayments(payments: readonly BankFilePayment[]): void {
  if (payments.length === 0) throw new Error('pain.001: a bank file needs at least one payment');
  const seen = new Set<string>();
  for (const payment of payments) {
    const id = requireText('an end-to-end id', payment.endToEndId, MAX_ID);
    if (!END_TO_END_ID.test(id)) throw new Error(`pain.001: end-to-end id "${id}" may hold only A-Z, a-z, 0-9 and -`);
    if (seen.has(id)) throw new Error(`pain.001: end-to-end id "${id}" appears twice; each payment needs its own`);
    seen.add(id);
    requireAmount(payment);
    if (!CURRENCY.test(payment.currency))
      throw new Error(`pain.001: payment ${id} has currency "${payment.currency}", not an ISO 4217 code`);
    requireText(`the creditor name of payment ${id}`, payment.creditorName, MAX_TEXT);
    requireIban(`the creditor IBAN of payment ${id}`, payment.creditorIban);
    if (payment.creditorBic !== null) requireBic(`the creditor BIC of payment ${id}`, payment.creditorBic);
    requireText(`the remittance of payment ${id}`, payment.remittance, MAX_TEXT);
  }
}

/**
 * One CdtTrfTxInf. Its children come in the order of CreditTransferTransaction34 in the message
 * definition: PmtId, Amt, CdtrAgt (only with a known BIC), Cdtr, CdtrAcct, RmtInf.
 */
function transactionOf(payment: BankFilePayment) {
  return {
    PmtId: { EndToEndId: payment.endToEndId },
    Amt: { InstdAmt: { '@Ccy': payment.currency, '#': decimalText(BigInt(payment.amountMinor)) } },
    ...(payment.creditorBic === null ? {} : { CdtrAgt: { FinInstnId: { BICFI: payment.creditorBic } } }),
    Cdtr: { Nm: payment.creditorName },
    CdtrAcct: { Id: { IBAN: payment.creditorIban } },
    RmtInf: { Ustrd: payment.remittance },
  };
}

/**
 * The whole message as UTF-8 XML. Throws a plain Error on anything a bank would refuse: callers
 * validate first, so this is the last guard before money moves. Element order is the code's own
 * sequence below (object keys keep their insertion order); it follows the message definition,
 * whose schema takes children only in that order.
 */
export function pain001Xml(batch: BankFileBatch): string {
  const { payments, debtor } = batch;
  checkPayments(payments);
  const messageId = requireText('the message id', batch.messageId, MAX_ID);
  const createdAt = creationTimeText(batch.createdAt);
  const executionDate = requireExecutionDate(batch.executionDate);
  const initiatingPartyName = requireText('the initiating party name', batch.initiatingPartyName, MAX_TEXT);
  const debtorName = requireText('the debtor name', debtor.name, MAX_TEXT);
  const debtorIban = requireIban('the debtor IBAN', debtor.iban);
  // Without the debtor's BIC the message definition still wants an agent: the customary NOTPROVIDED.
  const debtorAgent =
    debtor.bic === null ? { Othr: { Id: 'NOTPROVIDED' } } : { BICFI: requireBic('the debtor BIC', debtor.bic) };
  const count = String(payments.length);
  const controlSum = controlSumText(payments);

  const document = create({ version: '1.0', encoding: 'UTF-8' }).ele(PAIN001_NAMESPACE, 'Document');
  document.ele({
    CstmrCdtTrfInitn: {
      // GroupHeader85: MsgId, CreDtTm, NbOfTxs, CtrlSum, InitgPty.
      GrpHdr: {
        MsgId: messageId,
        CreDtTm: createdAt,
        NbOfTxs: count,
        CtrlSum: controlSum,
        InitgPty: { Nm: initiatingPartyName },
      },
      // PaymentInstruction30: PmtInfId, PmtMtd, BtchBookg, NbOfTxs, CtrlSum, ReqdExctnDt, Dbtr,
      // DbtrAcct, DbtrAgt, ChrgBr, then the transactions. One instruction per batch, so its
      // id is the message's and the bank books the batch as a single debit.
      PmtInf: {
        PmtInfId: messageId,
        PmtMtd: 'TRF',
        BtchBookg: 'true',
        NbOfTxs: count,
        CtrlSum: controlSum,
        ReqdExctnDt: { Dt: executionDate },
        Dbtr: { Nm: debtorName },
        DbtrAcct: { Id: { IBAN: debtorIban } },
        DbtrAgt: { FinInstnId: debtorAgent },
        ChrgBr: 'SLEV',
        CdtTrfTxInf: payments.map(transactionOf),
      },
    },
  });
  // wellFormed refuses characters XML cannot carry (control characters) instead of writing them.
  return document.end({ prettyPrint: true, wellFormed: true });
}
