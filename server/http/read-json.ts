import type { Context } from 'hono';
import * as v from 'valibot';
import { problemsOf } from '../../contract/problems.ts';
import { AppError, type ErrorKey } from '../errors.ts';
import { CONTROL_CHARACTERS_KEY, controlCharacterProblems } from './control-characters.ts';

/**
 * Reads and validates a JSON body against a contract/ schema. Every way a body can be wrong gets
 * its own clear 4xx: not JSON at all, malformed JSON, or the wrong shape (naming every field at fault).
 */
export async function readJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError('unsupported_media_type', 'error.http.bodyNotJsonType');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError('invalid_json', 'error.http.bodyNotValidJson');
  }
  refuseControlCharacters(body);
  return validated(schema, body, 'error.http.bodyInvalid');
}

/** Reads and validates the query string against a contract/ schema, naming every wrong parameter. */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  const query = c.req.query();
  refuseControlCharacters(query);
  return validated(schema, query, 'error.http.queryInvalid');
}

/** A control character anywhere is refused before the schema looks, naming each field that holds one. */
function refuseControlCharacters(input: unknown): void {
  const problems = controlCharacterProblems(input);
  if (problems.length > 0) throw new AppError('validation_failed', CONTROL_CHARACTERS_KEY, { problems });
}

/**
 * The schema's verdict: the value, or a 400 whose problems list every field at fault with its
 * message key; the answer's own key, field and params are the first problem's, so a caller that
 * reads one message reads the first.
 */
function validated<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  fallback: ErrorKey,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const problems = problemsOf(result.issues);
    const first = problems[0];
    throw new AppError('validation_failed', (first?.key as ErrorKey | undefined) ?? fallback, {
      ...(first?.params ? { params: first.params } : {}),
      problems,
    });
  }
  return result.output;
}
