import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { onError } from './on-error.ts';
import { readJson } from './read-json.ts';

// A route that reads a body the way every POST handler does, behind the real error handler.
const Schema = v.object({ username: v.pipe(v.string(), v.minLength(1, 'error.users.usernameTaken')), age: v.number() });
const app = new Hono()
  .post('/echo', async (c) => c.json(await readJson(c, Schema)))
  .onError(onError({ isProduction: true, clock: systemClock }));

const post = (body: string, contentType = 'application/json', language = 'en') =>
  app.request('/echo', { method: 'POST', headers: { 'Content-Type': contentType, 'Accept-Language': language }, body });

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
      error: {
        code: 'invalid_json',
        key: 'error.http.bodyNotValidJson',
        message: 'The request body is not valid JSON.',
      },
    });
  });

  it('names the field with the wrong type', async () => {
    const res = await post('{"username":"ana","age":"three"}');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toEqual({
      code: 'validation_failed',
      key: 'error.field.invalid',
      message: 'This value is not valid.',
      field: 'age',
      problems: [{ field: 'age', key: 'error.field.invalid', message: 'This value is not valid.' }],
    });
  });

  it('names every field at fault, each with its message, in the language asked for', async () => {
    const res = await post('{"username":"","age":"three"}', 'application/json', 'ro');
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.field).toBe('username');
    expect(error.message).toBe('Acest nume de utilizator este deja folosit.');
    expect(error.problems).toEqual([
      {
        field: 'username',
        key: 'error.users.usernameTaken',
        params: { limit: 1, count: 1 },
        message: 'Acest nume de utilizator este deja folosit.',
      },
      { field: 'age', key: 'error.field.invalid', message: 'Această valoare nu este validă.' },
    ]);
  });

  it('gives a general check its limit', async () => {
    const Bounded = v.object({ note: v.pipe(v.string(), v.maxLength(3)) });
    const bounded = new Hono()
      .post('/note', async (c) => c.json(await readJson(c, Bounded)))
      .onError(onError({ isProduction: true, clock: systemClock }));
    const res = await bounded.request('/note', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"note":"longer"}',
    });
    expect((await res.json()).error).toMatchObject({
      key: 'error.field.tooLong',
      params: { limit: 3 },
      message: 'Write at most 3 characters.',
      field: 'note',
    });
  });

  it("words a general limit as a count in the caller's language: 1 caracter, 3 caractere, 20 de caractere", async () => {
    const said = async (limit: number, language: string) => {
      const Named = v.object({ name: v.pipe(v.string(), v.minLength(limit)) });
      const named = new Hono()
        .post('/name', async (c) => c.json(await readJson(c, Named)))
        .onError(onError({ isProduction: true, clock: systemClock }));
      const res = await named.request('/name', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: '{"name":""}',
      });
      const { error } = await res.json();
      expect(error).toMatchObject({ key: 'error.field.tooShort', params: { limit, count: limit }, field: 'name' });
      expect(error.problems[0].message).toBe(error.message);
      return error.message;
    };
    expect([await said(1, 'ro'), await said(3, 'ro'), await said(20, 'ro')]).toEqual([
      'Scrieți cel puțin 1 caracter.',
      'Scrieți cel puțin 3 caractere.',
      'Scrieți cel puțin 20 de caractere.',
    ]);
    expect([await said(1, 'en'), await said(20, 'en')]).toEqual([
      'Write at least 1 character.',
      'Write at least 20 characters.',
    ]);
  });

  it("uses the schema's own message", async () => {
    const res = await post('{"username":"","age":1}');
    expect((await res.json()).error).toMatchObject({
      key: 'error.users.usernameTaken',
      field: 'username',
      message: 'That username is taken.',
    });
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
