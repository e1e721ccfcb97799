import { describe, expect, it } from 'vitest';
import { withContentKeys } from './content-keys.ts';

describe('withContentKeys', () => {
  it('keys items by their content, and repeated items apart', () => {
    const keyed = withContentKeys(['a', 'b', 'a'], (item) => item);
    expect(keyed.map((k) => k.item)).toEqual(['a', 'b', 'a']);
    expect(new Set(keyed.map((k) => k.key)).size).toBe(3);
    expect(keyed[0]?.key).toBe('a');
  });
});
