import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';

/** A note's step that the claim's money follows: submitted (the vehicle was inspected) or approved (its total). */
export interface NoteStep {
  claimFileId: string;
  organisationId: string;
  step: 'submitted' | 'approved';
  total: number;
  actor: Actor;
  now: Date;
}
export type NoteStepListener = (trx: Kysely<Database>, step: NoteStep) => Promise<void>;

// The settlement feature follows notes and leans on this one; createApp hands its listener in once.
// Called inside the step's transaction, so the note and the money move together or not at all.
let listener: NoteStepListener | undefined;

export function whenNoteSteps(follow: NoteStepListener): void {
  listener = follow;
}

export async function tellNoteStep(trx: Kysely<Database>, step: NoteStep): Promise<void> {
  await listener?.(trx, step);
}
