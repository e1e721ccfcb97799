import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { onError } from './on-error.ts';
import { readJson } from './read-json.ts';

// A route that reads a body the way every POST handler does, behind the real error handler.
const Schema = v.object({ username: v.pipe(v.string(), v.minLength(1, 'Username is required.')), age: v.number() });
const app = new Hono()
  .post('/echo', async (c) => c.json(await readJson(c, Schema)))
  .onError(onError({ isProduction: true, clock: systemClock }));

const post = (body: string, contentType = 'application/json') =>
  app.request('/echo', { method: 'POST', headers: { 'Content-Type': contentType }, body });

describe('reading JSON bodies', () => {
  it('passes a valid body through', async () => {
    const res = await post('{"username":"ana","age":3}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: 'ana', age: 3 });
  });

  it('refuses malformed JSON with 400 invalid_json', async () => {
    const res = await post('{"username":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('names the field with the wrong type', async () => {
    const res = await post('{"username":"ana","age":"three"}');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/^age: /);
  });

  it("uses the schema's own message", async () => {
    const res = await post('{"username":"","age":1}');
    expect((await res.json()).error.message).toBe('username: Username is required.');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await post('username=ana', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('unsupported_media_type');
  });

  it.each(['null', '[]', '"text"', '42'])('refuses the non-object body %s with 400', async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
  });
});
