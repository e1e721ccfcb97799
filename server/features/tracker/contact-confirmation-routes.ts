import type { Kysely } from 'kysely';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { confirmContact, usableConfirmation } from './contact-confirmation.ts';

const KeySchema = v.pipe(v.string(), v.regex(/^[\w-]{22}$/));

/** The key of the path, or null when it cannot be a key: such a link is simply not usable. */
const keyParam = validator('param', (value) => {
  const key = v.safeParse(KeySchema, value.key);
  return { key: key.success ? key.output : null };
});

/** /api/assignment/confirmContact: the link a policyholder follows to confirm the e-mail or phone they gave. */
export function contactConfirmationRoutes(deps: { db: Kysely<Database>; clock: Clock }) {
  return factory
    .createApp()
    .get('/:key', keyParam, async (c) => {
      const { key } = c.req.valid('param');
      const usable = key === null ? null : await usableConfirmation(deps.db, key, deps.clock.now());
      // A usable link names its purpose (the page words its button for it), claim and contact.
      return c.json(usable ? { usable: true, ...usable } : { usable: false });
    })
    .post('/:key', keyParam, async (c) => {
      const { key } = c.req.valid('param');
      const confirmed = key !== null && (await confirmContact(deps.db, key, deps.clock.now()));
      if (!confirmed) throw new AppError('not_found', 'error.tracker.confirmationInvalid');
      return c.json({ confirmed: true });
    });
}
