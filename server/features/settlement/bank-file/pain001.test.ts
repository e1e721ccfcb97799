import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { type BankFileBatch, type BankFilePayment, controlSumText, PAIN001_NAMESPACE, pain001Xml } from './pain001.ts';

// The bank file read back as a bank's importer would: by a separate XML parser, never by string
// matching, so escaping, diacritics and element order are checked on what the file really says.

const payment = (overrides: Partial<BankFilePayment> = {}): BankFilePayment => ({
  endToEndId: 'E2E-0001',
  amountMinor: 10_000,
  currency: 'RON',
  creditorName: 'Ion Popescu',
  creditorIban: 'RO37BTRL0000000000000001',
  creditorBic: null,
  remittance: 'Claim DEMO000001 payment',
  ...overrides,
});

const batchOf = (payments: BankFilePayment[], overrides: Partial<BankFileBatch> = {}): BankFileBatch => ({
  messageId: 'CLAIMS-20261128-0123456789ABCDEF',
  createdAt: new Date('2026-11-28T10:15:00.456Z'),
  executionDate: '2026-11-30',
  initiatingPartyName: 'Demo Asigurări SA',
  debtor: { name: 'Demo Asigurări SA', iban: 'RO49AAAA1B31007593840000', bic: 'AAAAROBU' },
  payments,
  ...overrides,
});

/** Several payments with every Romanian diacritic, XML's special characters and both BIC cases. */
const SEVERAL: BankFilePayment[] = [
  payment({ endToEndId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', amountMinor: 123_450, creditorName: 'Ștefan Țuțuianu' }),
  payment({
    endToEndId: 'E2E-0002',
    amountMinor: 1,
    creditorName: 'Ionescu & Fiii <SRL>',
    creditorIban: 'RO83RNCB0000000000000002',
    creditorBic: 'RNCBROBU',
    remittance: 'Claim DEMO000002 "repair" & <parts>',
  }),
  payment({
    endToEndId: 'E2E-0003',
    amountMinor: 100,
    creditorName: 'Andreea Mânăstireanu-Bîrlădeanu',
    creditorIban: 'RO09BRDE0000000000000003',
  }),
  payment({
    endToEndId: 'E2E-0004',
    amountMinor: 99_999_999,
    creditorName: 'Service Auto Râșnov SRL',
    creditorIban: 'RO81INGB0000000000000004',
  }),
];

const SEVERAL_SUM_TEXT = '1001235.50'; // 1234.50 + 0.01 + 1.00 + 999999.99, added by hand

const readParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false, // amounts and ids stay the exact text the file holds
  isArray: (name) => name === 'CdtTrfTxInf',
});
const orderParser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, preserveOrder: true });

interface ReadTransaction {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { '#text': string; '@Ccy': string } };
  CdtrAgt?: { FinInstnId: { BICFI: string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
  RmtInf: { Ustrd: string };
}

function read(xml: string) {
  const document = readParser.parse(xml).Document;
  const initiation = document.CstmrCdtTrfInitn;
  return {
    namespace: document['@xmlns'] as string,
    header: initiation.GrpHdr,
    instruction: initiation.PmtInf,
    transactions: initiation.PmtInf.CdtTrfTxInf as ReadTransaction[],
  };
}

type OrderedNode = Record<string, OrderedNode[]>;
const nameOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
const childNames = (nodes: OrderedNode[]) => nodes.map(nameOf);
function childrenOf(nodes: OrderedNode[], name: string): OrderedNode[] {
  const found = nodes.find((node) => nameOf(node) === name);
  if (!found) throw new Error(`no ${name} among ${childNames(nodes).join(', ')}`);
  return found[name] ?? [];
}

// The message definition's order of each element's children, left out the optional ones this file
// never writes (PmtTpInf, UltmtDbtr, Purp and the like).
const GROUP_HEADER_ORDER = ['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty'];
const PAYMENT_INSTRUCTION_ORDER = [
  'PmtInfId',
  'PmtMtd',
  'BtchBookg',
  'NbOfTxs',
  'CtrlSum',
  'ReqdExctnDt',
  'Dbtr',
  'DbtrAcct',
  'DbtrAgt',
  'ChrgBr',
];
const TRANSACTION_ORDER = ['PmtId', 'Amt', 'CdtrAgt', 'Cdtr', 'CdtrAcct', 'RmtInf'];

describe('the pain.001.001.09 bank file', () => {
  it('declares UTF-8 XML and the v09 namespace on Document, around CstmrCdtTrfInitn', () => {
    const xml = pain001Xml(batchOf(SEVERAL));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const ordered: OrderedNode[] = orderParser.parse(xml);
    expect(childNames(ordered)).toEqual(['?xml', 'Document']);
    expect(childNames(childrenOf(ordered, 'Document'))).toEqual(['CstmrCdtTrfInitn']);
    expect(read(xml).namespace).toBe(PAIN001_NAMESPACE);
    expect(PAIN001_NAMESPACE).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  });

  it('carries every payment as written: end-to-end id, amount and currency, IBAN, name, BIC and remittance', () => {
    const { transactions } = read(pain001Xml(batchOf(SEVERAL)));
    expect(transactions.map((t) => t.PmtId.EndToEndId)).toEqual(SEVERAL.map((p) => p.endToEndId));
    expect(transactions.map((t) => t.Amt.InstdAmt['#text'])).toEqual(['1234.50', '0.01', '1.00', '999999.99']);
    expect(transactions.map((t) => t.Amt.InstdAmt['@Ccy'])).toEqual(['RON', 'RON', 'RON', 'RON']);
    expect(transactions.map((t) => t.CdtrAcct.Id.IBAN)).toEqual(SEVERAL.map((p) => p.creditorIban));
    expect(transactions.map((t) => t.Cdtr.Nm)).toEqual([
      'Ștefan Țuțuianu',
      'Ionescu & Fiii <SRL>',
      'Andreea Mânăstireanu-Bîrlădeanu',
      'Service Auto Râșnov SRL',
    ]);
    expect(transactions.map((t) => t.CdtrAgt?.FinInstnId.BICFI ?? null)).toEqual([null, 'RNCBROBU', null, null]);
    expect(transactions.map((t) => t.RmtInf.Ustrd)).toEqual(SEVERAL.map((p) => p.remittance));
  });

  it('escapes what XML reserves instead of writing it raw', () => {
    const xml = pain001Xml(batchOf(SEVERAL));
    expect(xml).toContain('<Nm>Ionescu &amp; Fiii &lt;SRL&gt;</Nm>');
    expect(xml).not.toContain('Fiii <SRL>');
  });

  it('counts and sums the payments the same in the group header and the payment instruction', () => {
    const { header, instruction } = read(pain001Xml(batchOf(SEVERAL)));
    expect(controlSumText(SEVERAL)).toBe(SEVERAL_SUM_TEXT);
    expect([header.NbOfTxs, instruction.NbOfTxs]).toEqual([String(SEVERAL.length), String(SEVERAL.length)]);
    expect([header.CtrlSum, instruction.CtrlSum]).toEqual([SEVERAL_SUM_TEXT, SEVERAL_SUM_TEXT]);
  });

  it('writes the header and the instruction the bank books as one debit', () => {
    const { header, instruction } = read(pain001Xml(batchOf(SEVERAL)));
    expect(header.MsgId).toBe('CLAIMS-20261128-0123456789ABCDEF');
    expect(header.CreDtTm).toBe('2026-11-28T10:15:00Z');
    expect(header.InitgPty).toEqual({ Nm: 'Demo Asigurări SA' });
    expect(instruction).toMatchObject({
      PmtInfId: 'CLAIMS-20261128-0123456789ABCDEF',
      PmtMtd: 'TRF',
      BtchBookg: 'true',
      ReqdExctnDt: { Dt: '2026-11-30' },
      Dbtr: { Nm: 'Demo Asigurări SA' },
      DbtrAcct: { Id: { IBAN: 'RO49AAAA1B31007593840000' } },
      DbtrAgt: { FinInstnId: { BICFI: 'AAAAROBU' } },
      ChrgBr: 'SLEV',
    });
  });

  it('names the debtor agent NOTPROVIDED when the debtor BIC is unknown', () => {
    const batch = batchOf(SEVERAL, { debtor: { name: 'Demo SA', iban: 'RO49AAAA1B31007593840000', bic: null } });
    expect(read(pain001Xml(batch)).instruction.DbtrAgt).toEqual({ FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } });
  });

  it("puts each element's children in the message definition's order", () => {
    const ordered: OrderedNode[] = orderParser.parse(pain001Xml(batchOf(SEVERAL)));
    const initiation = childrenOf(childrenOf(ordered, 'Document'), 'CstmrCdtTrfInitn');
    expect(childNames(initiation)).toEqual(['GrpHdr', 'PmtInf']);
    expect(childNames(childrenOf(initiation, 'GrpHdr'))).toEqual(GROUP_HEADER_ORDER);
    const instruction = childrenOf(initiation, 'PmtInf');
    expect(childNames(instruction)).toEqual([...PAYMENT_INSTRUCTION_ORDER, ...SEVERAL.map(() => 'CdtTrfTxInf')]);
    expect(childNames(childrenOf(childrenOf(instruction, 'ReqdExctnDt'), 'Dt'))).toEqual(['#text']);
    const transactions = instruction
      .filter((node) => nameOf(node) === 'CdtTrfTxInf')
      .map((node) => node.CdtTrfTxInf ?? []);
    const withoutAgent = TRANSACTION_ORDER.filter((name) => name !== 'CdtrAgt');
    expect(transactions.map(childNames)).toEqual([withoutAgent, TRANSACTION_ORDER, withoutAgent, withoutAgent]);
    const creditorAgent = childrenOf(transactions[1] ?? [], 'CdtrAgt');
    expect(childNames(childrenOf(creditorAgent, 'FinInstnId'))).toEqual(['BICFI']);
  });

  it('writes a single payment of 1.00 and one of 0.01', () => {
    for (const [amountMinor, text] of [
      [100, '1.00'],
      [1, '0.01'],
    ] as const) {
      const { header, instruction, transactions } = read(pain001Xml(batchOf([payment({ amountMinor })])));
      expect(transactions).toHaveLength(1);
      expect(transactions[0]?.Amt.InstdAmt['#text']).toBe(text);
      expect([header.NbOfTxs, instruction.NbOfTxs, header.CtrlSum, instruction.CtrlSum]).toEqual([
        '1',
        '1',
        text,
        text,
      ]);
    }
  });

  it('takes the limits themselves: 35-character ids, 140-character names and remittance with diacritics', () => {
    const id = 'A'.repeat(35);
    const name = 'ș'.repeat(140);
    const batch = batchOf([payment({ endToEndId: id, creditorName: name, remittance: 'ț'.repeat(140) })], {
      messageId: id,
    });
    const { header, transactions } = read(pain001Xml(batch));
    expect(header.MsgId).toBe(id);
    expect(transactions[0]?.Cdtr.Nm).toBe(name);
  });
});

describe('what the bank file refuses', () => {
  const refusal = (batch: BankFileBatch) => () => pain001Xml(batch);

  it('an empty batch', () => {
    expect(refusal(batchOf([]))).toThrow('at least one payment');
  });

  it.each([0, -100, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'an amount of %s minor units',
    (amountMinor) => {
      expect(refusal(batchOf([payment({ amountMinor })]))).toThrow('only positive whole minor units are paid');
      expect(() => controlSumText([payment({ amountMinor })])).toThrow('only positive whole minor units are paid');
    },
  );

  it('a message id or an end-to-end id longer than 35 characters', () => {
    const long = 'A'.repeat(36);
    expect(refusal(batchOf([payment()], { messageId: long }))).toThrow('message id has 36 characters, more than 35');
    expect(refusal(batchOf([payment({ endToEndId: long })]))).toThrow('end-to-end id has 36 characters, more than 35');
  });

  it('an end-to-end id with other characters, or used twice', () => {
    expect(refusal(batchOf([payment({ endToEndId: 'E2E 0001' })]))).toThrow('may hold only');
    expect(refusal(batchOf([payment(), payment()]))).toThrow('appears twice');
  });

  it('names and remittance longer than 140 characters', () => {
    const long = 'ă'.repeat(141);
    expect(refusal(batchOf([payment({ creditorName: long })]))).toThrow(
      'creditor name of payment E2E-0001 has 141 characters',
    );
    expect(refusal(batchOf([payment({ remittance: long })]))).toThrow(
      'remittance of payment E2E-0001 has 141 characters',
    );
    expect(refusal(batchOf([payment()], { initiatingPartyName: long }))).toThrow(
      'initiating party name has 141 characters',
    );
    const debtor = { name: long, iban: 'RO49AAAA1B31007593840000', bic: null };
    expect(refusal(batchOf([payment()], { debtor }))).toThrow('debtor name has 141 characters');
  });

  it('empty names, a bad IBAN or BIC, a currency or dates a bank cannot read', () => {
    expect(refusal(batchOf([payment({ creditorName: '' })]))).toThrow('is empty');
    expect(refusal(batchOf([payment({ creditorIban: 'RO38BTRL0000000000000001' })]))).toThrow('not an IBAN');
    expect(refusal(batchOf([payment({ creditorBic: 'rncbrobu' })]))).toThrow('not a BIC');
    expect(refusal(batchOf([payment({ currency: 'lei' })]))).toThrow('not an ISO 4217 code');
    expect(refusal(batchOf([payment()], { executionDate: '2026-02-30' }))).toThrow('not a calendar day');
    expect(refusal(batchOf([payment()], { createdAt: new Date('not a date') }))).toThrow('not a valid date');
  });
});

describe('the control sum', () => {
  it('is the exact decimal sum of any whole amounts, with two places and no rounding', () => {
    const amounts = fc.array(fc.integer({ min: 1, max: 99_999_999_999 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(amounts, (amountsMinor) => {
        const payments = amountsMinor.map((amountMinor, index) => payment({ endToEndId: `E2E-${index}`, amountMinor }));
        const { header, instruction, transactions } = read(pain001Xml(batchOf(payments)));
        // Read back as digits without the point: an exact integer, compared with the integer sum.
        const asMinor = (text: string) => {
          expect(text).toMatch(/^(0|[1-9]\d*)\.\d{2}$/);
          return BigInt(text.replace('.', ''));
        };
        const exactSum = amountsMinor.reduce((sum, amount) => sum + BigInt(amount), 0n);
        expect(asMinor(header.CtrlSum)).toBe(exactSum);
        expect(instruction.CtrlSum).toBe(header.CtrlSum);
        expect(controlSumText(payments)).toBe(header.CtrlSum);
        expect(transactions.map((t) => asMinor(t.Amt.InstdAmt['#text']))).toEqual(amountsMinor.map(BigInt));
      }),
      { numRuns: 200 },
    );
  });
});
