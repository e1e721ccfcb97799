import { atom, computed, map, type MapStore, type ReadableAtom } from 'nanostores';
import {
  ASSESSMENT_LIMITS,
  type AssessmentOperation,
  type LineAmounts,
  lineAmounts,
  type NoteLine,
  type NoteLineInput,
} from '../../../contract/assessment.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatAmount, PLACES, parseAmount } from './amounts.ts';

/** One line of the note as typed: numbers stay text until read, so a half-typed "1.2" is never lost. */
export interface RowDraft {
  item_guid: string;
  part_name: string;
  operation: AssessmentOperation;
  quantity: string;
  labour_hours: string;
  /** Empty: the note's default rate. */
  labour_rate: string;
  part_price: string;
  paint_materials: string;
  remark: string;
}
export type RowField = Exclude<keyof RowDraft, 'item_guid' | 'part_name'>;

/** What a row's text reads as: the line to send when every field reads, each field's problem key otherwise. */
export interface RowCheck {
  line: NoteLineInput | null;
  /** Message key per field typed wrong. */
  problems: Partial<Record<RowField, string>>;
  /** The row's numbers as read (a field typed wrong counts as nothing; no rate is the default one). */
  priced: Priced;
  amounts: LineAmounts;
}

export type Priced = Parameters<typeof lineAmounts>[0];

/** One row's stores: its text, what it reads as, and whether it differs from the saved line. */
export interface Row {
  key: string;
  $draft: MapStore<RowDraft>;
  $check: ReadableAtom<RowCheck>;
  $dirty: ReadableAtom<boolean>;
  /** The line the server last saved under this row (null for a row added since). */
  saved: NoteLine | null;
}

const LIMIT_KEYS = {
  // A quantity is counted in pieces: its refusals say so, the others speak of a number.
  quantity: [ASSESSMENT_LIMITS.quantity, 'error.assessment.quantityTooLarge', PLACES.quantity],
  labour_hours: [ASSESSMENT_LIMITS.labourHours, 'error.noteInput.tooLarge', PLACES.hours],
  labour_rate: [ASSESSMENT_LIMITS.labourRate, 'error.noteInput.tooLarge', PLACES.money],
  part_price: [ASSESSMENT_LIMITS.partPrice, 'error.noteInput.tooLarge', PLACES.money],
  paint_materials: [ASSESSMENT_LIMITS.paintMaterials, 'error.noteInput.tooLarge', PLACES.money],
} as const;
type NumberField = keyof typeof LIMIT_KEYS;
const NUMBER_FIELDS = Object.keys(LIMIT_KEYS) as NumberField[];

/** A saved line as the editor shows it, in the reader's way of writing numbers. */
export function draftOf(line: NoteLine, lang: Language): RowDraft {
  return {
    item_guid: line.item_guid,
    part_name: line.part_name,
    operation: line.operation,
    quantity: formatAmount(line.quantity, lang, PLACES.quantity, true),
    labour_hours: formatAmount(line.labour_hours, lang, PLACES.hours, true),
    labour_rate: line.default_rate ? '' : formatAmount(line.labour_rate, lang, PLACES.money),
    part_price: formatAmount(line.part_price, lang, PLACES.money),
    paint_materials: formatAmount(line.paint_materials, lang, PLACES.money),
    remark: line.remark,
  };
}

/** A part just chosen: one piece to replace, no labour or paint yet, at the default rate. */
export function newDraft(item_guid: string, part_name: string, lang: Language): RowDraft {
  return {
    item_guid,
    part_name,
    operation: 'replace',
    quantity: formatAmount(1000, lang, PLACES.quantity, true),
    labour_hours: '0',
    labour_rate: '',
    part_price: formatAmount(0, lang, PLACES.money),
    paint_materials: formatAmount(0, lang, PLACES.money),
    remark: '',
  };
}

/** Reads a row's text the way the server will check it, so most slips show before anything is sent. */
export function checkRow(draft: RowDraft, lang: Language, defaultRate: number): RowCheck {
  const problems: RowCheck['problems'] = {};
  const read: Partial<Record<NumberField, number | null>> = {};
  for (const field of NUMBER_FIELDS) {
    const [max, tooLarge, places] = LIMIT_KEYS[field];
    if (field === 'labour_rate' && draft.labour_rate.trim() === '') {
      read.labour_rate = null;
      continue;
    }
    const parsed = parseAmount(draft[field], lang, places);
    if (!parsed.ok)
      problems[field] =
        field === 'quantity' && parsed.key === 'error.noteInput.negative'
          ? 'error.assessment.quantityNegative'
          : parsed.key;
    else if (parsed.value > max) problems[field] = tooLarge;
    else if (field === 'quantity' && parsed.value < 1) problems[field] = 'error.assessment.quantityTooSmall';
    else read[field] = parsed.value;
  }
  if (draft.remark.trim().length > ASSESSMENT_LIMITS.remark) problems.remark = 'error.noteInput.remarkTooLong';
  const priced: Priced = {
    quantity: read.quantity ?? 0,
    labour_hours: read.labour_hours ?? 0,
    labour_rate: read.labour_rate ?? defaultRate,
    part_price: read.part_price ?? 0,
    paint_materials: read.paint_materials ?? 0,
  };
  const amounts = lineAmounts(priced);
  const line: NoteLineInput | null =
    Object.keys(problems).length > 0
      ? null
      : {
          item_guid: draft.item_guid,
          operation: draft.operation,
          quantity: read.quantity ?? 0,
          labour_hours: read.labour_hours ?? 0,
          labour_rate: read.labour_rate ?? null,
          part_price: read.part_price ?? 0,
          paint_materials: read.paint_materials ?? 0,
          remark: draft.remark.trim(),
        };
  return { line, problems, priced, amounts };
}

const sameDraft = (a: RowDraft, b: RowDraft) =>
  (Object.keys(a) as (keyof RowDraft)[]).every((field) => a[field] === b[field]);

let counter = 0;

/**
 * A row with stores of its own: typing in it changes its map alone, so only its own component
 * (and the totals, which read every row) renders again; the other 199 rows of a long note do not.
 */
export function createRow(
  draft: RowDraft,
  saved: NoteLine | null,
  lang: Language,
  $defaultRate: ReadableAtom<number>,
): Row {
  const $draft = map(draft);
  const original = saved ? draftOf(saved, lang) : null;
  const $check = computed([$draft, $defaultRate], (now, rate) => checkRow(now, lang, rate));
  const $dirty = computed($draft, (now) => original === null || !sameDraft(now, original));
  counter += 1;
  return { key: `row-${counter}`, $draft, $check, $dirty, saved };
}

/**
 * The list of rows, in order. `$rows` changes only when a row is added, removed or the note is
 * reloaded; `$tick` changes on every keystroke in any row, for what sums them (totals, dirty count).
 */
export function createRowList(lang: Language, $defaultRate: ReadableAtom<number>) {
  const $rows = atom<Row[]>([]);
  const $tick = atom(0);
  let unbind: (() => void)[] = [];
  const bind = (rows: Row[]) => {
    for (const stop of unbind) stop();
    unbind = rows.map((row) => row.$draft.listen(() => $tick.set($tick.get() + 1)));
    $rows.set(rows);
    $tick.set($tick.get() + 1);
  };
  return {
    $rows,
    $tick,
    /** Shows the saved lines anew: every row is fresh and clean. */
    load(lines: readonly NoteLine[]) {
      bind(lines.map((line) => createRow(draftOf(line, lang), line, lang, $defaultRate)));
    },
    /** Shows rows kept from a failed save: each against the saved line of its part, so what differs shows as unsaved. */
    restore(drafts: readonly RowDraft[], lines: readonly NoteLine[]) {
      bind(drafts.map((d) => createRow(d, lines.find((l) => l.item_guid === d.item_guid) ?? null, lang, $defaultRate)));
    },
    add(item_guid: string, part_name: string) {
      const row = createRow(newDraft(item_guid, part_name, lang), null, lang, $defaultRate);
      bind([...$rows.get(), row]);
      return row;
    },
    remove(key: string) {
      bind($rows.get().filter((row) => row.key !== key));
    },
    stop() {
      for (const stop of unbind) stop();
      unbind = [];
    },
  };
}

export type RowList = ReturnType<typeof createRowList>;
