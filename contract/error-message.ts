/**
 * The message of an error answer (contract/errors.ts's shape), read without a schema library, for
 * the light public pages and the widget; undefined when the body is not in the error shape. A
 * file of its own so that importing it never brings valibot into a page.
 */
export function errorMessageOf(body: unknown): string | undefined {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' ? message : undefined;
}
