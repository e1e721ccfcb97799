import { MAX_FNOL_WITNESSES } from '../../../contract/fnol-keys.ts';
import { witnessCount, witnessFields } from '../../../contract/fnol-others.ts';
import type { FnolFocus, FnolValues } from './claim-form-steps.ts';

/** The step's answers with one more witness, and the field the visitor types their name in. */
export function withWitnessAdded(values: FnolValues): { values: FnolValues; field: string | null } {
  const n = witnessCount(values);
  if (n >= MAX_FNOL_WITNESSES) return { values, field: null };
  return { values: { ...values, witness_count: String(n + 1) }, field: witnessFields(n + 1).name };
}

/**
 * The step's answers without witness n: those after it move up, so their answers stay with them,
 * and the last place is emptied. Focus goes to the witness now in that place, or to adding one.
 */
export function withWitnessRemoved(values: FnolValues, n: number): { values: FnolValues; field: string | null } {
  const count = witnessCount(values);
  if (n < 1 || n > count) return { values, field: null };
  const next: FnolValues = { ...values, witness_count: String(count - 1) };
  for (let i = n; i <= count; i++) {
    const here = witnessFields(i);
    const after = witnessFields(i + 1);
    next[here.name] = i < count ? (values[after.name] ?? '') : '';
    next[here.phone] = i < count ? (values[after.phone] ?? '') : '';
  }
  return { values: next, field: n < count ? witnessFields(n).name : null };
}

/** The step's answers after adding a witness (`'add'`) or taking witness n out, and where focus goes. */
export function witnessChange(values: FnolValues, change: 'add' | number): { values: FnolValues; focus: FnolFocus } {
  const changed = change === 'add' ? withWitnessAdded(values) : withWitnessRemoved(values, change);
  const focus: FnolFocus = changed.field
    ? { to: 'field', field: changed.field }
    : { to: 'element', id: 'fnol-add-witness' };
  return { values: changed.values, focus };
}
