import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../test/engines.ts';
import {
  forgetAllowance,
  giveBack,
  holdUntil,
  isFull,
  LimitReachedError,
  spendAllowances,
  takeAllowance,
} from './rate-limiter.ts';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 15, 9, minutes));

describe.each(TEST_ENGINES)('the rate limiter on $name', (engine) => {
  const database = useTestDatabase(engine);
  const threeAnHour = { key: 'test:address', limit: 3, windowMs: 60 * MINUTE };

  it('allows the limit in a window that starts with the first action, then says when it ends', async () => {
    const { db } = database;
    expect(await takeAllowance(db, threeAnHour, at(0))).toEqual({ allowed: true, count: 1 });
    expect(await takeAllowance(db, threeAnHour, at(10))).toEqual({ allowed: true, count: 2 });
    expect(await takeAllowance(db, threeAnHour, at(20))).toEqual({ allowed: true, count: 3 });
    expect(await isFull(db, threeAnHour, at(30))).toBe(true);
    expect(await takeAllowance(db, threeAnHour, at(30))).toEqual({ allowed: false, retryAt: at(60) });
    // Another key has its own places.
    expect(await takeAllowance(db, { ...threeAnHour, key: 'test:other' }, at(30))).toEqual({ allowed: true, count: 1 });
    // From the window's end a new one starts with this action.
    expect(await isFull(db, threeAnHour, at(60))).toBe(false);
    expect(await takeAllowance(db, threeAnHour, at(60))).toEqual({ allowed: true, count: 1 });
  });

  it('gives a place back, forgets a key, and holds one full until a given time', async () => {
    const { db } = database;
    for (let i = 0; i < 3; i++) await takeAllowance(db, threeAnHour, at(0));
    await giveBack(db, threeAnHour.key);
    expect(await takeAllowance(db, threeAnHour, at(1))).toEqual({ allowed: true, count: 3 });
    await forgetAllowance(db, threeAnHour.key);
    expect(await takeAllowance(db, threeAnHour, at(2))).toEqual({ allowed: true, count: 1 });
    await holdUntil(db, threeAnHour, at(90));
    expect(await takeAllowance(db, threeAnHour, at(70))).toEqual({ allowed: false, retryAt: at(90) });
  });

  it('takes every limit of an action or, in a transaction, none of them', async () => {
    const { db } = database;
    const onePerCase = { key: 'test:case', limit: 1, windowMs: 60 * MINUTE };
    await takeAllowance(db, onePerCase, at(0));
    const refused = await db
      .transaction()
      .execute((trx) => spendAllowances(trx, [threeAnHour, onePerCase], at(1)))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LimitReachedError);
    expect((refused as LimitReachedError).limit).toBe(onePerCase);
    // The place the first limit gave went back with the transaction.
    expect(await takeAllowance(db, threeAnHour, at(2))).toEqual({ allowed: true, count: 1 });
  });
});
