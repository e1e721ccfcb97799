import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReferenceListSchema } from '../../../contract/reference.ts';
import { asReferenceList } from './lists.ts';

const CASES: unknown[] = [
  [],
  [{ code: 'RO', name: 'Romania', parent_code: null }],
  [{ code: 'B', name: 'Bucuresti', parent_code: 'RO', extra: 1 }],
  [{ code: 'B', name: 'Bucuresti' }],
  [{ code: 1, name: 'x', parent_code: null }],
  [null],
  null,
  { code: 'RO' },
  'list',
];

describe('the reference list shape written by hand', () => {
  it("agrees with the contract's schema", () => {
    for (const value of CASES) {
      const result = v.safeParse(ReferenceListSchema, value);
      expect(asReferenceList(value), JSON.stringify(value)).toEqual(result.success ? result.output : null);
    }
  });
});
