import type { Context } from 'hono';
import * as v from 'valibot';
import { validator } from 'hono/validator';
import { AppError } from '../errors.ts';

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
 * `c.req.valid('param')` typed. A parameter that does not fit names nothing, so it is a 404.
 */
export const validParams = <S extends v.GenericSchema<Record<string, string>>>(schema: S, what: string) =>
  validator('param', (value) => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new AppError('not_found', `There is no such ${what}.`);
    return result.output as v.InferOutput<S>;
  });
