import { publicLink, trackerCaseLink } from './case-link.ts';
import type { Kysely } from 'kysely';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { periodicPass, type PeriodicPass } from '../../workers/periodic-pass.ts';
import { organisationCodesOf } from '../organisations/index.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { eventTextsIn } from './event-texts.ts';
import { unsubscribeKey, type UpdatesDeps } from './updates-subscriptions.ts';

/** A pass sends a message for each public event newer than what its subscription announced; answers how many. */
export type CaseUpdates = PeriodicPass;

/** The next event each active subscription has not announced yet (one per pass and subscription). */
async function dueUpdates(db: Kysely<Database>) {
  const due = await db
    .selectFrom('case_update_subscriptions as s')
    .innerJoin('tracker_cases as c', 'c.id', 's.case_id')
    .innerJoin('tracker_events as e', (join) =>
      join.onRef('e.case_id', '=', 's.case_id').onRef('e.created_at', '>', 's.sent_through'),
    )
    .select([
      's.id',
      's.channel',
      's.language',
      's.sent_through',
      'c.case_no',
      'c.contact_channel',
      'c.organisation_id',
    ])
    .select(['e.event_title', 'e.event_description', 'e.next_step_title', 'e.next_step_description', 'e.texts'])
    .select('e.created_at as event_at')
    .where('s.status', '=', 'active')
    .orderBy('e.created_at')
    .execute();
  const codes = await organisationCodesOf(
    db,
    due.map((update) => update.organisation_id),
  );
  return due.map((update) => ({ ...update, code: codes.get(update.organisation_id) ?? '' }));
}

type DueUpdate = Awaited<ReturnType<typeof dueUpdates>>[number];

/**
 * Announces one event, claimed by a conditional update of sent_through: a pass run twice, or on
 * two instances at once, sends each event once; an unsubscription in between sends nothing.
 */
async function announce(deps: UpdatesDeps, update: DueUpdate, now: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('case_update_subscriptions')
      .set({ sent_through: update.event_at })
      .where('id', '=', update.id)
      .where('status', '=', 'active')
      .where('sent_through', '=', update.sent_through)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return false;
    const language: Language = isLanguage(update.language) ? update.language : 'en';
    const key = unsubscribeKey(deps.secret, update.id);
    const values = {
      case_no: update.case_no,
      title: eventTextsIn(update, language).event_title,
      link: trackerCaseLink({
        origin: deps.publicOrigin,
        secret: deps.secret,
        language,
        caseNo: update.case_no,
        orgCode: update.code,
      }),
      unsubscribe: publicLink(deps.publicOrigin, language, `/unsubscribe/${key}`, update.code),
    };
    await enqueueMessage(trx, now, {
      channel: update.channel,
      recipient: update.contact_channel,
      subject: translate(language, 'tracker.updates.eventSubject', values),
      body: translate(language, 'tracker.updates.eventBody', values),
      ...(update.channel === 'email'
        ? { unsubscribeUrl: `${deps.publicOrigin}/api/tracker/updates/unsubscribe/${key}` }
        : {}),
    });
    return true;
  });
}

/**
 * The updates job: each new public event of a case with an active subscription becomes one short
 * message through the outbox, in the subscriber's language, with the tracker's address and a link
 * that unsubscribes.
 */
export function createCaseUpdates(deps: UpdatesDeps & { clock: Clock }): CaseUpdates {
  const pass = async (): Promise<number> => {
    let sent = 0;
    // Events in order: each claim expects what the previous one of its subscription wrote.
    const through = new Map<string, string | null>();
    for (const update of await dueUpdates(deps.db)) {
      const expected = through.has(update.id) ? (through.get(update.id) ?? null) : update.sent_through;
      const announced = await announce(deps, { ...update, sent_through: expected }, deps.clock.now());
      through.set(update.id, announced ? update.event_at : 'lost');
      if (announced) sent++;
    }
    return sent;
  };

  return periodicPass('Case updates', pass);
}
