import * as v from 'valibot';
import { validator } from 'hono/validator';
import { AppError, type ErrorKey } from '../errors.ts';
import { readQuery } from './read-json.ts';

// Ids and keys are short tokens; anything longer or stranger is simply not found.
export const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

/**
 * Path parameters checked at the edge: a route declares their schema, its handler reads
 * `c.req.valid('param')` typed. A parameter that does not fit names nothing, so it is a 404 whose
 * message says what was looked for: `notFound` is its key (`error.notFound.partner`), or a key per
 * parameter when a path names several objects.
 */
export const validParams = <S extends v.GenericSchema<Record<string, string>>>(
  schema: S,
  notFound: ErrorKey | Record<string, ErrorKey>,
) =>
  validator('param', (value) => {
    const result = v.safeParse(schema, value);
    if (!result.success) {
      const key = typeof notFound === 'string' ? notFound : notFound[v.getDotPath(result.issues[0]) ?? ''];
      throw new AppError('not_found', key ?? 'error.notFound.thing');
    }
    return result.output as v.InferOutput<S>;
  });

/**
 * Query parameters checked at the edge, read as readQuery reads them (the first of a repeated
 * name): a wrong one is a 400 naming it. The handler reads `c.req.valid('query')` typed.
 */
export const validQuery = <S extends v.GenericSchema>(schema: S) =>
  validator('query', (_value, c): v.InferOutput<S> => readQuery(c, schema));
