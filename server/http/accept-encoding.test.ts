import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding.ts';

const OFFERED = ['br', 'gzip'] as const;

describe('choosing a content coding from Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0,gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
    ['br;q=nonsense, gzip', 'gzip'],
    [',,;;', null],
  ])('%j chooses %j', (header, expected) => {
    expect(chooseEncoding(header, OFFERED)).toBe(expected);
  });
});
