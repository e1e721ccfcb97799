import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { systemClock } from '../clock.ts';
import { onError } from './on-error.ts';

// Routes that fail in each way a handler can, behind the real error handler.
function appFor(isProduction: boolean) {
  return new Hono()
    .get('/bug', () => {
      throw new TypeError('secret internals at /srv/app.ts:12');
    })
    .get('/expected', () => {
      throw new AppError('forbidden', 'error.session.cannotActAsUser');
    })
    .get('/db-down', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    })
    .onError(onError({ isProduction, clock: systemClock }));
}

describe('error answers', () => {
  it('turns an AppError into its status and code', async () => {
    const res = await appFor(true).request('/expected');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'forbidden', key: 'error.session.cannotActAsUser', message: 'You cannot act as that user.' },
    });
    const inRomanian = await appFor(true).request('/expected', { headers: { 'Accept-Language': 'ro' } });
    expect((await inRomanian.json()).error.message).toBe('Nu puteți acționa ca acest utilizator.');
  });

  it('hides a bug behind a reference in production', async () => {
    const res = await appFor(true).request('/bug');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error.code).toBe('internal_error');
    expect(body.error.message).toBe(`Unexpected error. Reference: ${body.error.id}`);
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(body.error.stack).toBeUndefined();
  });

  it('shows the stack in development, for the error dialog', async () => {
    const body = await (await appFor(false).request('/bug')).json();
    expect(body.error.stack).toContain('TypeError: secret internals');
  });

  it('answers 503 when the database cannot be reached', async () => {
    const res = await appFor(true).request('/db-down');
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('service_unavailable');
  });
});
