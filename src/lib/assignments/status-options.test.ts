import { describe, expect, it } from 'vitest';
import { isStatusOfType, statusOptions } from './status-options.ts';

const choices = [
  { assignment_type: 'vehicle_inspection', code: 'new', name: 'New', is_final: false },
  { assignment_type: 'vehicle_inspection', code: 'in_progress', name: 'In progress', is_final: false },
  { assignment_type: 'vehicle_inspection', code: 'closed', name: 'Closed', is_final: true },
  { assignment_type: 'assessment', code: 'new', name: 'New', is_final: false },
  { assignment_type: 'assessment', code: 'in_progress', name: 'Assessing', is_final: false },
  { assignment_type: 'assessment', code: 'approved', name: 'Approved for payment', is_final: false },
];

describe('the status filter’s options', () => {
  it('offers each status once for every type, naming all a code is called', () => {
    expect(statusOptions(choices, null)).toEqual([
      ['new', 'New'],
      ['in_progress', 'In progress / Assessing'],
      ['closed', 'Closed'],
      ['approved', 'Approved for payment'],
    ]);
  });

  it('offers one type’s statuses in its order when a type is chosen', () => {
    expect(statusOptions(choices, 'assessment')).toEqual([
      ['new', 'New'],
      ['in_progress', 'Assessing'],
      ['approved', 'Approved for payment'],
    ]);
    expect(statusOptions([], 'assessment')).toEqual([]);
  });

  it('keeps a chosen status only where the new type has it', () => {
    expect(isStatusOfType(choices, 'approved', 'assessment')).toBe(true);
    expect(isStatusOfType(choices, 'approved', 'vehicle_inspection')).toBe(false);
    expect(isStatusOfType(choices, 'approved', null)).toBe(true);
  });
});
