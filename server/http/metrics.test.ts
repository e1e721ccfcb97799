import { describe, expect, it } from 'vitest';
import { enqueueMessage } from '../features/outbox/index.ts';
import { TEST_ENGINES, useSeededApp } from '../test/engines.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
/** The value of a sample line, by its name and labels as written. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe.each(TEST_ENGINES)('the metrics on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });

  it('counts requests by route pattern and status, with their latency, the outbox, the sign-in queue, the pool and the event loop', async () => {
    await ctx.api.get('/api/version');
    await ctx.api.get('/api/version');
    await ctx.api.get('/api/claim-files/NOPE0000');
    await ctx.api.get('/api/tracker/startChallenge/DEMO000123', { 'X-Forwarded-For': '203.0.113.91' });
    // A message waiting in the outbox for 90 seconds (nothing sends in a test).
    await enqueueMessage(ctx.t.database.db, ctx.t.clock.now(), {
      channel: 'email',
      recipient: 'waiting@example.test',
      subject: 'Waiting',
      body: 'Waiting to be sent.',
    });
    ctx.t.clock.advance(90_000);
    const res = await ctx.api.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = String(res.body);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/version",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/claim-files/:claim_file_no",status="401"}')).toBe(
      1,
    );
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/version",status="200"}')).toBe(2);
    expect(sample(text, 'outbox_backlog_messages')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'signin_queue_depth')).toBe(0);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // Never a path with its values.
    expect(text).not.toContain('NOPE0000');
  });

  it('answers only a caller on this machine that no proxy forwarded, as if it did not exist for anyone else', async () => {
    const forwarded = await ctx.api.get('/metrics', { 'X-Forwarded-For': '198.51.100.7' });
    expect(forwarded.status).toBe(404);
    const remote = await ctx.t.app.request('/metrics', {}, from('203.0.113.8'));
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain('http_requests_total');
  });
});

describe.each(TEST_ENGINES)('the metrics with a token on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { METRICS_TOKEN: TOKEN } });

  it('answers only the bearer of the token, from anywhere', async () => {
    expect((await ctx.api.get('/metrics')).status).toBe(404);
    expect((await ctx.api.get('/metrics', { Authorization: `Bearer ${TOKEN}x` })).status).toBe(404);
    const remote = await ctx.t.app.request(
      '/metrics',
      { headers: { Authorization: `Bearer ${TOKEN}` } },
      from('203.0.113.9'),
    );
    expect(remote.status).toBe(200);
    expect(await remote.text()).toContain('http_requests_total');
  });
});
