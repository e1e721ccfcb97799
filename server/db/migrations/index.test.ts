import { describe, expect, it } from 'vitest';
import { migrations } from './index.ts';

// Kysely stops undoing at a migration without `down`, which leaves later ones applied and breaks
// every test (and every operator) that steps back to an earlier schema.
describe('the migrations list', () => {
  it('runs in date order and every migration can be undone', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    const withoutDown = names.filter((name) => typeof migrations[name]?.down !== 'function');
    expect(withoutDown).toEqual([]);
  });
});
