import type { Kysely } from 'kysely';
import type { EventInput } from '../../../contract/claim-file-page.ts';
import type { Database } from '../../db/schema.ts';
import { timelineKeyText } from '../assignments/index.ts';
import { changeClaimFile, type ClaimFileChange } from './change-claim-file.ts';
import { eventOf, setEvent } from './repository.ts';

type Options = Omit<ClaimFileChange, 'action' | 'timelineText' | 'before' | 'after'> & { input: EventInput };

/** New event details (date, time, place, what happened, police report, damage) on the version the caller read. */
export async function editEvent(db: Kysely<Database>, options: Options): Promise<number> {
  const { file, input } = options;
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
