import type { Context } from 'hono';
import * as v from 'valibot';
import { AppError } from '../errors.ts';

/**
 * Reads and validates a JSON body against a contract/ schema. Every way a body can be wrong gets
 * its own clear 4xx: not JSON at all, malformed JSON, or the wrong shape (naming the field).
 */
export async function readJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
  return validated(schema, body, 'The request body is not valid.');
}

/** Reads and validates the query string against a contract/ schema, naming the wrong parameter. */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return validated(schema, c.req.query(), 'The query is not valid.');
}

function validated<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  fallback: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issue = result.issues[0];
    const field = issue ? v.getDotPath(issue) : null;
    throw new AppError('validation_failed', field ? `${field}: ${issue?.message}` : (issue?.message ?? fallback));
  }
  return result.output;
}
