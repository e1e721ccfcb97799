import type { Kysely } from 'kysely';
import type { Party } from '../../../../contract/claim-file.ts';
import type { Database } from '../../../db/schema.ts';
import { timelineKeyText } from '../index.ts';
import { changeClaimFile, type ClaimFileChange } from './change-claim-file.ts';
import { partiesOf, replaceParties } from './repository.ts';

type Options = Omit<ClaimFileChange, 'action' | 'timelineText' | 'before' | 'after'> & { parties: Party[] };

/** The file's whole list of people, on the version the caller read. */
export async function editParties(db: Kysely<Database>, options: Options): Promise<number> {
  const { file, parties, now } = options;
  const before = (await partiesOf(db, file.id)).map(({ id: _id, ...party }) => party);
  const change = {
    ...options,
    action: 'parties',
    timelineText: timelineKeyText('timeline.words.partiesChanged', {}),
    before,
    after: parties,
  } as const;
  return changeClaimFile(db, change, (trx) => replaceParties(trx, file.id, parties, now));
}
