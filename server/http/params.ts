import type { Context } from 'hono';
import * as v from 'valibot';
import { validator } from 'hono/validator';
import { AppError } from '../errors.ts';
import { readQuery } from './read-json.ts';

// Ids and keys are short tokens; anything longer or stranger is simply not found.
export const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

/** A path parameter naming an object: its value, or a 404 that names what was looked for. */
export function idParam(c: Context, name: string, what: string): string {
  const raw = c.req.param(name) ?? '';
  if (!v.is(IdSchema, raw)) throw new AppError('not_found', `There is no such ${what}.`);
  return raw;
}

/**
 * Path parameters checked at the edge: a route declares their schema, its handler reads
 * `c.req.valid('param')` typed. A parameter that does not fit names nothing, so it is a 404 that
 * names what was looked for (`what`, or by parameter when a path names several objects), or says
 * `message` where a page has its own words for it.
 */
export const validParams = <S extends v.GenericSchema<Record<string, string>>>(
  schema: S,
  what: string | Record<string, string>,
  message?: string,
) =>
  validator('param', (value) => {
    const result = v.safeParse(schema, value);
    if (!result.success) {
      const name = typeof what === 'string' ? what : what[v.getDotPath(result.issues[0]) ?? ''];
      throw new AppError('not_found', message ?? `There is no such ${name ?? 'thing'}.`);
    }
    return result.output as v.InferOutput<S>;
  });

/**
 * Query parameters checked at the edge, read as readQuery reads them (the first of a repeated
 * name): a wrong one is a 400 naming it. The handler reads `c.req.valid('query')` typed.
 */
export const validQuery = <S extends v.GenericSchema>(schema: S) =>
  validator('query', (_value, c): v.InferOutput<S> => readQuery(c, schema));
