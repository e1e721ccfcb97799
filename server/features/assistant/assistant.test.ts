import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiMessageListSchema, AiMessageSchema } from '../../../contract/assistant.ts';
import { SQLITE_ONLY, TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { startFakeModel } from '../../test/fake-model.ts';
import { bearer, signInAs } from '../../test/http.ts';

const model = await startFakeModel();
afterAll(() => model.close());

describe.each(TEST_ENGINES)('the assistant on $name', (engine) => {
  // Filled before each app is made: the fake model's address is known only once it listens.
  const env: Record<string, string> = {};
  beforeAll(() =>
    Object.assign(env, {
      AI_BASE_URL: model.url,
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '1000',
      AI_DAILY_REQUESTS: '5',
    }),
  );
  const ctx = useSeededApp(engine, { env });
  beforeEach(() => {
    model.script.length = 0;
    model.received.length = 0;
  });
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const send = async (auth: Record<string, string>, text: string, extra: Record<string, unknown> = {}) => {
    const res = await ctx.api.post('/api/aiAssistant/sendMessage', { message_content: text, ...extra }, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(AiMessageListSchema, res.body);
  };

  it("answers a pending run with the model, grounded in the user's own claim data, citing the assignment", async () => {
    const handler = await as('handler');
    const messages = await send(handler, 'What is the state of DEMO000123-2?');
    const pending = messages.at(-1)!;
    expect(pending).toMatchObject({ message_type: 'output', run_status: 'pending', message_content: '' });
    model.script.push(
      { toolCalls: [{ name: 'get_assignment', arguments: { assignment_no: 'demo000123-2' } }] },
      { content: 'DEMO000123-2 is an inspection, scheduled.' },
    );
    const reply = v.parse(
      AiMessageSchema,
      (await ctx.api.get(`/api/aiAssistant/completeLastMessage/${pending.id}`, handler)).body,
    );
    const asked = await ctx.t.database.db
      .selectFrom('assignments')
      .select('id')
      .where('assignment_no', '=', 'DEMO000123-2')
      .executeTakeFirstOrThrow();
    expect(reply).toMatchObject({
      run_status: 'saved',
      type: 'text',
      message_content: 'DEMO000123-2 is an inspection, scheduled.',
      cited: ['DEMO000123-2'],
      // The number leads to its assignment's page.
      links: { 'DEMO000123-2': asked.id },
    });
    // The model was told the question, then given the tool's answer.
    expect(model.received[0]!.messages.at(-1)).toEqual({ role: 'user', content: 'What is the state of DEMO000123-2?' });
    expect(JSON.stringify(model.received[1]!.messages.at(-1))).toContain('Ion Popescu');
    // A saved reply is handed over as it is; completing it again does not call the model.
    expect((await ctx.api.get(`/api/aiAssistant/processLastMessage/${pending.id}`, handler)).body).toEqual(reply);
    expect((await ctx.api.get(`/api/aiAssistant/completeLastMessage/${pending.id}`, handler)).body).toEqual(reply);
    expect(model.received).toHaveLength(2);
    const thread = v.parse(AiMessageListSchema, (await ctx.api.get('/api/aiAssistant/browseMessages', handler)).body);
    expect(thread.map((m) => m.message_type)).toEqual(['input', 'output']);
  });

  it("never shows the model another organisation's assignment", async () => {
    const handler = await as('handler');
    const pending = (await send(handler, 'Tell me about PRT000001-1')).at(-1)!;
    model.script.push(
      {
        toolCalls: [
          { name: 'get_assignment', arguments: { assignment_no: 'PRT000001-1' } },
          { name: 'get_timeline', arguments: { assignment_no: 'PRT000001-1' } },
        ],
      },
      { content: 'I cannot find it.' },
    );
    const reply = (await ctx.api.get(`/api/aiAssistant/completeLastMessage/${pending.id}`, handler)).body;
    expect(reply.cited).toEqual([]);
    expect(reply.links).toEqual({});
    const shown = JSON.stringify(model.received[1]!.messages);
    expect(shown).toContain('No assignment PRT000001-1 that this user may see.');
    const partnerFile = await ctx.t.database.db
      .selectFrom('claim_files')
      .select(['insured_name', 'plate'])
      .where('claim_file_no', '=', 'PRT000001')
      .executeTakeFirstOrThrow();
    expect(shown).not.toContain(partnerFile.insured_name);
    expect(shown).not.toContain(partnerFile.plate);
  });

  it('links the numbers a reply names of its own organisation only, in the thread as in the reply', async () => {
    const handler = await as('handler');
    const pending = (await send(handler, 'Anything new?')).at(-1)!;
    model.script.push({ content: 'See DEMO000456-1 and DEMO000123-1; PRT000001-1 and XYZ999999-9 are not yours.' });
    const reply = v.parse(
      AiMessageSchema,
      (await ctx.api.get(`/api/aiAssistant/completeLastMessage/${pending.id}`, handler)).body,
    );
    const ids = await ctx.t.database.db
      .selectFrom('assignments')
      .select(['assignment_no', 'id'])
      .where('assignment_no', 'in', ['DEMO000456-1', 'DEMO000123-1'])
      .execute();
    const expected = Object.fromEntries(ids.map((row) => [row.assignment_no, row.id]));
    expect(Object.keys(expected)).toHaveLength(2);
    expect(reply.links).toEqual(expected);
    const thread = v.parse(AiMessageListSchema, (await ctx.api.get('/api/aiAssistant/browseMessages', handler)).body);
    expect(thread.at(-1)!.links).toEqual(expected);
    // The question's own words are never links: only what the assistant says.
    expect(thread.at(-2)!.links).toEqual({});
  });

  it('starts a new thread when asked, and when the last message is days old', async () => {
    const handler = await as('handler');
    const first = await send(handler, 'Hello');
    const second = await send(handler, 'Again', { delete_thread: true });
    expect(second).toHaveLength(2);
    expect(second[0]!.thread_id).not.toBe(first[0]!.thread_id);
    expect(second[0]!.delete_thread).toBe(true);
    const third = await send(handler, 'Same day');
    expect(third[0]!.thread_id).toBe(second[0]!.thread_id);
    ctx.t.clock.advance(3 * 86_400_000);
    const later = await send(await as('handler'), 'Three days later');
    expect(later).toHaveLength(2);
    expect(later[0]!.thread_id).not.toBe(second[0]!.thread_id);
  });

  it('gives a clear message for a slow, failing or garbled model, and lets the user retry', async () => {
    const handler = await as('handler');
    const pending = (await send(handler, 'Counts?')).at(-1)!;
    const complete = () => ctx.api.get(`/api/aiAssistant/completeLastMessage/${pending.id}`, handler);
    model.script.push({ delayMs: 1500, content: 'too late' });
    const slow = await complete();
    expect(slow.status).toBe(503);
    expect(slow.body.error.message).toBe('The assistant did not answer in time. Try again in a moment.');
    const inChat = v
      .parse(AiMessageListSchema, (await ctx.api.get('/api/aiAssistant/browseMessages', handler)).body)
      .at(-1)!;
    expect(inChat).toMatchObject({
      type: 'error',
      run_status: 'pending',
      message_content: 'The assistant did not answer in time. Try again in a moment.',
    });
    model.script.push({ status: 500 });
    expect((await complete()).body.error.message).toBe('The assistant is not available just now. Try again later.');
    model.script.push({ raw: '{"choices":"nope"}' });
    expect((await complete()).body.error.message).toBe(
      'The assistant gave an answer that could not be read. Try again.',
    );
    model.script.push(
      { toolCalls: [{ name: 'get_worklist_counts', arguments: {} }] },
      { content: 'You have work due today.' },
    );
    expect((await complete()).body).toMatchObject({
      type: 'text',
      run_status: 'saved',
      message_content: 'You have work due today.',
    });
  });

  it('keeps to the daily allowance of requests', async () => {
    const handler = await as('handler');
    for (let i = 0; i < 5; i++) {
      const pending = (await send(handler, `Question ${i}`)).at(-1)!;
      model.script.push({ content: `Answer ${i}` });
      expect((await ctx.api.get(`/api/aiAssistant/completeLastMessage/${pending.id}`, handler)).status).toBe(200);
    }
    const over = (await send(handler, 'One more')).at(-1)!;
    const res = await ctx.api.get(`/api/aiAssistant/completeLastMessage/${over.id}`, handler);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe("You have used today's allowance of the assistant. It renews tomorrow.");
    // The next day it works again.
    ctx.t.clock.advance(86_400_000);
    model.script.push({ content: 'Fresh day.' });
    expect((await ctx.api.get(`/api/aiAssistant/completeLastMessage/${over.id}`, await as('handler'))).status).toBe(
      200,
    );
  });

  it("is for the organisation's assistant roles only", async () => {
    const admin = await as('admin');
    const res = await ctx.api.get('/api/aiAssistant/browseMessages', admin);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('The assistant is not enabled for you.');
    expect((await ctx.api.get('/api/aiAssistant/browseMessages')).status).toBe(401);
    const other = (await send(await as('handler'), 'Mine')).at(-1)!;
    expect((await ctx.api.get(`/api/aiAssistant/completeLastMessage/${other.id}`, await as('manager'))).status).toBe(
      404,
    );
    const empty = await ctx.api.post('/api/aiAssistant/sendMessage', { message_content: '   ' }, await as('handler'));
    expect(empty.body.error).toMatchObject({
      key: 'error.assistant.messageRequired',
      field: 'message_content',
      message: 'Write a message first.',
    });
  });
});

describe.each(TEST_ENGINES)('the assistant without a model on $name', (engine) => {
  const ctx = useSeededApp(engine);
  it('is unavailable, clearly', async () => {
    const res = await ctx.api.get(
      '/api/aiAssistant/browseMessages',
      bearer((await signInAs(ctx.api, 'handler')).idToken),
    );
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe('The assistant is not set up on this server.');
  });
});

describe.each(SQLITE_ONLY)("the assistant widget's origins", (sqlite) => {
  const ctx = useSeededApp(sqlite, {
    env: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'm', AI_WIDGET_ORIGINS: 'https://portal.example.test' },
  });
  it('are answered across origins; any other site is not', async () => {
    const preflight = (origin: string) =>
      ctx.t.app.request('/api/aiAssistant/browseMessages', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const allowed = await preflight('https://portal.example.test');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example.test');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');
    const refused = await preflight('https://evil.example.test');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const other = await ctx.t.app.request('/api/version', { headers: { Origin: 'https://portal.example.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe.each(TEST_ENGINES)("the assistant's reply cap and token allowance on $name", (engine) => {
  const env: Record<string, string> = {};
  beforeAll(() =>
    Object.assign(env, {
      AI_BASE_URL: model.url,
      AI_MODEL: 'test-model',
      AI_MAX_REPLY_CHARS: '100',
      AI_DAILY_TOKENS: '50',
    }),
  );
  const ctx = useSeededApp(engine, { env });
  beforeEach(() => {
    model.script.length = 0;
  });

  it('cuts a long reply, and stops for the day once the tokens are spent', async () => {
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const ask = async (text: string) =>
      (await ctx.api.post('/api/aiAssistant/sendMessage', { message_content: text }, handler)).body.at(-1).id as string;
    const first = await ask('Tell me a long story');
    model.script.push({ content: 'x'.repeat(300), tokens: 60 });
    const reply = (await ctx.api.get(`/api/aiAssistant/completeLastMessage/${first}`, handler)).body;
    expect(reply.message_content).toHaveLength(100);
    expect(reply.message_content.endsWith('…')).toBe(true);
    const second = await ask('And another');
    const over = await ctx.api.get(`/api/aiAssistant/completeLastMessage/${second}`, handler);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).not.toBeNull();
  });
});
