import { describe, expect, it } from 'vitest';
import { generalProblem, messageFor } from './saving.ts';

describe('a refusal shown on a form', () => {
  const fields = { 'entries.2': 'Not an address.', code: 'Unknown code.' };

  it('is shown beside an input for its field or a part of it (a line of a list)', () => {
    expect(messageFor(fields, 'entries')).toBe('Not an address.');
    expect(messageFor(fields, 'entr')).toBeUndefined();
  });

  it('shows under the form only what no input shows, and all of it when it names no field', () => {
    expect(generalProblem('Two fields are wrong.', fields, ['entries'])).toBe('Unknown code.');
    expect(generalProblem('Two fields are wrong.', fields, ['entries', 'code'])).toBe('');
    expect(generalProblem('Conflict.', {}, ['entries'])).toBe('Conflict.');
  });
});
