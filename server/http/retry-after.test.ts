import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '../../contract/errors.ts';
import { manualClock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { onError } from './on-error.ts';

/** Every 429 the API answers says when to try again, whether or not its thrower said so. */
const TOO_MANY = (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
  .filter(([, status]) => status === 429)
  .map(([code]) => code);

describe('Retry-After on every 429', () => {
  const clock = manualClock(new Date('2026-12-03T08:00:00Z'));
  const app = new Hono()
    .get('/bare/:code', (c) => {
      throw new AppError(c.req.param('code') as ErrorCode, 'error.workers.busy');
    })
    .get('/timed/:code', (c) => {
      throw new AppError(c.req.param('code') as ErrorCode, 'error.workers.busy', {
        retryAfter: new Date(clock.now().getTime() + 90_500),
      });
    })
    .onError(onError({ isProduction: true, clock }));

  it.each(TOO_MANY)('%s carries Retry-After in whole seconds', async (code) => {
    const bare = await app.request(`/bare/${code}`);
    expect(bare.status).toBe(429);
    expect(Number(bare.headers.get('retry-after'))).toBeGreaterThan(0);
    const timed = await app.request(`/timed/${code}`);
    expect(timed.headers.get('retry-after')).toBe('91');
  });

  it('is not added to other errors', async () => {
    expect((await app.request('/bare/forbidden')).headers.get('retry-after')).toBeNull();
  });
});
