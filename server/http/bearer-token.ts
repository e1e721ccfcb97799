import type { Context } from 'hono';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export const bearerToken = (c: Context): string | undefined =>
  /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
