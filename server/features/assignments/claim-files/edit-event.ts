import type { Kysely } from 'kysely';
import type { EventInput } from '../../../../contract/claim-file-page.ts';
import { businessDate } from '../../../../contract/business-time.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError, type ErrorKey } from '../../../errors.ts';
import { knowsCodes } from '../../reference/index.ts';
import { timelineKeyText } from '../index.ts';
import { changeClaimFile, type ClaimFileChange } from './change-claim-file.ts';
import { eventOf, setEvent } from './repository.ts';

type Options = Omit<ClaimFileChange, 'action' | 'timelineText' | 'before' | 'after'> & { input: EventInput };

const invalid = (field: string, key: ErrorKey) => new AppError('validation_failed', key, { field });

/** What the claim form and staff intake check of an event, checked again on every edit. */
async function checkEvent(db: Kysely<Database>, input: EventInput, now: Date): Promise<void> {
  if (input.event_date > businessDate(now)) throw invalid('event_date', 'error.fnol.eventInFuture');
  if (!(await knowsCodes(db, 'countries', [input.event_country])))
    throw invalid('event_country', 'error.fnol.unknownCountry');
  // Romania's counties are a list; elsewhere the region is free text.
  if (input.event_country === 'RO' && !(await knowsCodes(db, 'counties', [input.event_county ?? ''])))
    throw invalid('event_county', 'error.fnol.unknownCounty');
}

/** New event details (date, time, place, what happened, police report, damage) on the version the caller read. */
export async function editEvent(db: Kysely<Database>, options: Options): Promise<number> {
  const { file, input } = options;
  await checkEvent(db, input, options.now);
  const before = eventOf(file);
  const change = {
    ...options,
    action: 'event',
    timelineText: timelineKeyText('timeline.words.eventChanged', {}),
    before,
    after: input,
  } as const;
  return changeClaimFile(db, change, (trx) =>
    setEvent(trx, file.id, { ...input, event_county: input.event_county || null }),
  );
}
