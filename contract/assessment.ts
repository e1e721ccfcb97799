import * as v from 'valibot';

/**
 * The vehicle assessment note of an assessment assignment, as the server answers it and the editor
 * sends it. Money is in bani (integer minor units), quantities in thousandths of a piece, labour
 * hours in hundredths, rates per hour in bani and VAT in basis points: nothing is ever a float, so
 * the browser's totals and the server's are the same numbers.
 */

export const ASSESSMENT_OPERATIONS = ['replace', 'repair', 'paint', 'check'] as const;
export type AssessmentOperation = (typeof ASSESSMENT_OPERATIONS)[number];

/** draft -> submitted -> approved; a returned note is editable again, like a draft. */
export const NOTE_STATES = ['draft', 'submitted', 'approved', 'returned'] as const;
export type NoteState = (typeof NOTE_STATES)[number];
export const EDITABLE_STATES: readonly NoteState[] = ['draft', 'returned'];

/** Sane maxima: above them an amount is a typing slip, not a repair. */
export const ASSESSMENT_LIMITS = {
  /** 1,000,000.00 lei for one part. */
  partPrice: 100_000_000,
  /** 200 hours of labour on one line. */
  labourHours: 20_000,
  /** 10,000.00 lei an hour. */
  labourRate: 1_000_000,
  /** 100 pieces. */
  quantity: 100_000,
  /** 100,000.00 lei of paint materials on one line. */
  paintMaterials: 10_000_000,
  lines: 500,
  remark: 500,
  returnReason: 1000,
  /** 100% VAT. */
  vatBasisPoints: 10_000,
  /** 100,000,000.00 lei, the highest approval limit a role may be given. */
  approvalLimit: 10_000_000_000,
} as const;

/** The number of units in one piece, one hour and one whole (basis points). */
export const QUANTITY_UNIT = 1000;
export const HOURS_UNIT = 100;
export const BASIS_POINTS = 10_000;
export const DEFAULT_VAT_BASIS_POINTS = 2100;

export const amount = (max: number, tooLarge: string, negative: string) =>
  v.pipe(
    v.number('error.assessment.number'),
    v.integer('error.assessment.wholeNumber'),
    v.minValue(0, negative),
    v.maxValue(max, tooLarge),
  );

/** One line as the editor sends it; a null labour rate takes the note's default rate. */
export const NoteLineInputSchema = v.object({
  item_guid: v.pipe(v.string(), v.trim(), v.minLength(1, 'error.assessment.partRequired'), v.maxLength(64)),
  operation: v.picklist(ASSESSMENT_OPERATIONS, 'error.assessment.operation'),
  quantity: v.pipe(
    amount(ASSESSMENT_LIMITS.quantity, 'error.assessment.quantityTooLarge', 'error.assessment.quantityNegative'),
    v.minValue(1, 'error.assessment.quantityTooSmall'),
  ),
  labour_hours: amount(
    ASSESSMENT_LIMITS.labourHours,
    'error.assessment.labourHoursTooLarge',
    'error.assessment.labourHoursNegative',
  ),
  labour_rate: v.nullable(
    amount(ASSESSMENT_LIMITS.labourRate, 'error.assessment.labourRateTooLarge', 'error.assessment.labourRateNegative'),
  ),
  part_price: amount(
    ASSESSMENT_LIMITS.partPrice,
    'error.assessment.partPriceTooLarge',
    'error.assessment.partPriceNegative',
  ),
  paint_materials: amount(
    ASSESSMENT_LIMITS.paintMaterials,
    'error.assessment.paintMaterialsTooLarge',
    'error.assessment.paintMaterialsNegative',
  ),
  remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ASSESSMENT_LIMITS.remark, 'error.field.atMost')), ''),
});
export type NoteLineInput = v.InferOutput<typeof NoteLineInputSchema>;

/** PUT /api/assessments/:assignment_id/lines: the whole list of lines, in order, with If-Match. */
export const NoteLinesInputSchema = v.object({
  lines: v.pipe(v.array(NoteLineInputSchema), v.maxLength(ASSESSMENT_LIMITS.lines, 'error.assessment.tooManyLines')),
});
export type NoteLinesInput = v.InferOutput<typeof NoteLinesInputSchema>;

/** POST .../return: the reason is required, the assessor reads it. */
export const ReturnNoteInputSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'error.assessment.reasonRequired'),
    v.maxLength(ASSESSMENT_LIMITS.returnReason, 'error.field.atMost'),
  ),
});
export type ReturnNoteInput = v.InferOutput<typeof ReturnNoteInputSchema>;

// ---- Totals: pure arithmetic, the same in the browser and on the server ----

/**
 * a * b / c rounded half away from zero, exactly: BigInt, since a 500-line subtotal times a VAT
 * rate in basis points passes the 2^53 a float holds exactly.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const q = (n * 2n + d) / (d * 2n);
  return Number(negative ? -q : q);
}

type Priced = Pick<NoteLineInput, 'quantity' | 'labour_hours' | 'part_price' | 'paint_materials'> & {
  labour_rate: number;
};

export interface LineAmounts {
  parts: number;
  labour: number;
  paint: number;
  total: number;
}

/** One line: parts = price x quantity, labour = hours x rate, paint as entered; each rounded on its own. */
export function lineAmounts(line: Priced): LineAmounts {
  const parts = mulDivRound(line.part_price, line.quantity, QUANTITY_UNIT);
  const labour = mulDivRound(line.labour_hours, line.labour_rate, HOURS_UNIT);
  const paint = line.paint_materials;
  return { parts, labour, paint, total: parts + labour + paint };
}

export interface NoteTotals {
  parts: number;
  labour: number;
  paint: number;
  subtotal: number;
  vat_basis_points: number;
  vat: number;
  total: number;
}

/** The note's totals: sums of the rounded lines, then VAT on the subtotal, rounded once. */
export function noteTotals(lines: readonly Priced[], vatBasisPoints: number): NoteTotals {
  let parts = 0;
  let labour = 0;
  let paint = 0;
  for (const line of lines) {
    const each = lineAmounts(line);
    parts += each.parts;
    labour += each.labour;
    paint += each.paint;
  }
  const subtotal = parts + labour + paint;
  const vat = mulDivRound(subtotal, vatBasisPoints, BASIS_POINTS);
  return { parts, labour, paint, subtotal, vat_basis_points: vatBasisPoints, vat, total: subtotal + vat };
}

/** The fields of a line compared between versions, in the order the editor shows them. */
export const COMPARED_FIELDS = [
  'operation',
  'quantity',
  'labour_hours',
  'labour_rate',
  'part_price',
  'paint_materials',
  'remark',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export type LineChange =
  | { kind: 'added'; position: number; item_guid: string }
  | { kind: 'removed'; item_guid: string }
  | { kind: 'changed'; position: number; item_guid: string; fields: ComparedField[] };

type Comparable = Omit<Pick<NoteLineInput, 'item_guid' | ComparedField>, 'operation'> & { operation: string };

/**
 * What changed per line against an earlier version: lines pair up by part and, for a part that
 * appears more than once, by its order among the lines of that part.
 */
export function lineChanges(before: readonly Comparable[], after: readonly Comparable[]): LineChange[] {
  const pool = new Map<string, Comparable[]>();
  for (const line of before) pool.set(line.item_guid, [...(pool.get(line.item_guid) ?? []), line]);
  const changes: LineChange[] = [];
  after.forEach((line, position) => {
    const earlier = pool.get(line.item_guid)?.shift();
    if (!earlier) {
      changes.push({ kind: 'added', position, item_guid: line.item_guid });
      return;
    }
    const fields = COMPARED_FIELDS.filter((field) => earlier[field] !== line[field]);
    if (fields.length > 0) changes.push({ kind: 'changed', position, item_guid: line.item_guid, fields });
  });
  for (const rest of pool.values())
    for (const line of rest) changes.push({ kind: 'removed', item_guid: line.item_guid });
  return changes;
}

// ---- Answers ----

/** A claim file of the same vehicle where the same part was replaced. */
export interface ReplacedBefore {
  claim_file_no: string;
  /** When that note was approved (ISO); for a part recorded before notes, when it was recorded. */
  at: string;
}

export interface NoteLine extends Omit<NoteLineInput, 'labour_rate'> {
  id: string;
  position: number;
  part_name: string;
  /** The rate the line is priced at: its own, or the note's default when it names none. */
  labour_rate: number;
  /** True when the rate was the default one (the editor shows it as such). */
  default_rate: boolean;
  amounts: LineAmounts;
  replaced_before: ReplacedBefore[];
}

export interface PersonAt {
  user_id: string;
  name: string;
  at: string;
}

/** What the caller may do with the note now, so the page shows only the buttons that work. */
export interface NoteAllowed {
  edit: boolean;
  submit: boolean;
  approve: boolean;
  return: boolean;
  supplement: boolean;
}

/** GET /api/assessments/:assignment_id (and .../versions/:n): one version of the note. */
export interface AssessmentNote {
  assignment_id: string;
  claim_file_no: string;
  vin: string;
  /** 0 before the first save: the note exists once lines are saved with If-Match "0". */
  version: number;
  version_no: number;
  /** Every version, oldest first; earlier ones stay readable. */
  versions: { version_no: number; state: NoteState; created_at: string }[];
  latest: boolean;
  state: NoteState;
  default_labour_rate: number;
  /** Where the default rate came from: the repair shop partner or the organisation's settings. */
  default_rate_from: 'partner' | 'settings';
  lines: NoteLine[];
  totals: NoteTotals;
  return_reason: string | null;
  submitted: PersonAt | null;
  approved: PersonAt | null;
  returned: PersonAt | null;
  /** The highest approval limit among the caller's roles, in bani; null when they may not approve. */
  approval_limit: number | null;
  allowed: NoteAllowed;
  /** Against the approved version this one supplements; empty on a first version. */
  changes: LineChange[];
}

/** GET .../print: what the print layout shows besides the note. */
export interface AssessmentPrint {
  note: AssessmentNote;
  title: string;
  activity_code: string;
  exported_at: string;
  organisation_name: string;
  plate_no: string | null;
  vehicle: string | null;
  assessor: string | null;
}
