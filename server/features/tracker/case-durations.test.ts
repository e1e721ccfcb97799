import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays, addWorkingDays, businessDate, weekStart } from '../../../contract/business-time.ts';
import { TrackerCaseAnswerSchema, TrackerChallengeSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer } from '../../test/http.ts';
import { MIN_CASES_FOR_DURATION, typicalStepDays } from './step-durations.ts';

// Only the access-code message: a document request's e-mail names the case too.
const ACCESS_CODE_SUBJECT = /^(Access code for claim|Cod de acces pentru dosarul) /;

describe.each(TEST_ENGINES)('who acts next and how long a step usually takes on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const db = () => ctx.t.database.db;
  const orgId = async (code: string) =>
    (await db().selectFrom('organisations').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  /**
   * A case that went through the four steps: step 1 from a Monday `weeksAgo` weeks back, left after
   * `stepOneDays` working days, then a working day for each further step.
   */
  const closedCase = async (organisationId: string, stepOneDays: number, weeksAgo = 4) => {
    const id = randomUUID();
    const monday = weekStart(addDays(businessDate(ctx.t.clock.now()), -7 * weeksAgo));
    await db()
      .insertInto('tracker_cases')
      .values({
        id,
        organisation_id: organisationId,
        case_no: `DONE${randomUUID().slice(0, 8).toUpperCase()}`,
        contact_channel: 'done@example.test',
        created_at: `${monday}T08:00:00.000Z`,
        process_step_index: 4,
      })
      .execute();
    let day = monday;
    for (const step of [1, 2, 3, 4]) {
      await db()
        .insertInto('tracker_events')
        .values({
          id: randomUUID(),
          case_id: id,
          event_title: `Step ${step}`,
          event_description: '',
          process_step_index: step,
          next_step_title: '',
          next_step_description: '',
          action: null,
          created_at: `${day}T08:00:00.000Z`,
        })
        .execute();
      day = addWorkingDays(day, step === 1 ? stepOneDays : 1);
    }
  };
  const readCase = async (caseNo: string) => {
    const from = { 'X-Forwarded-For': '203.0.113.60' };
    const challenge = v.parse(
      TrackerChallengeSchema,
      (await ctx.api.get(`/api/tracker/startChallenge/${caseNo}`, from)).body,
    );
    const mails = (await ctx.api.get('/api/dev/outbox')).body as { subject: string; body: string }[];
    const code = /\b([A-Z0-9]{6})\b/.exec(
      mails.find((m) => ACCESS_CODE_SUBJECT.test(m.subject) && m.subject.endsWith(caseNo))!.body.replace(caseNo, ''),
    )![1]!;
    const verified = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: caseNo, code },
      from,
    );
    const token = verified.body.newAuthContext.idToken as string;
    return async () => v.parse(TrackerCaseAnswerSchema, (await ctx.api.get('/api/tracker/case', bearer(token))).body);
  };

  it("shows the demo's own history: twelve claims closed over the last three months", async () => {
    const read = await readCase('DEMO000456');
    expect((await read()).next).toEqual({
      actor: 'insurer',
      reason: 'insurer',
      when: null,
      typical_days: { low: 2, high: 3 },
    });
    const steps = await typicalStepDays(db(), await orgId('DEMO'), 4, ctx.t.clock.now());
    expect(Object.fromEntries(steps)).toEqual({
      1: { low: 2, high: 3 },
      2: { low: 4, high: 5 },
      3: { low: 6, high: 8 },
    });
  });

  it("gives the middle half of the insurer's recent closed cases, only with enough of them", async () => {
    const demo = await orgId('DEMO');
    const other = (
      await db().selectFrom('organisations').select('id').where('code', '!=', 'DEMO').executeTakeFirstOrThrow()
    ).id;
    // Without the demo's closed claims: the figures below are this test's own.
    const seededClosed = db().selectFrom('tracker_cases').select('id').where('case_no', 'like', 'DEMO9000%');
    await db().deleteFrom('tracker_events').where('case_id', 'in', seededClosed).execute();
    const read = await readCase('DEMO000456');
    // Nothing closed yet: the visitor learns who acts, not how long it takes.
    expect((await read()).next).toEqual({ actor: 'insurer', reason: 'insurer', when: null, typical_days: null });

    for (const days of [2, 3, 4, 5]) await closedCase(demo, days);
    // Neither another insurer's cases nor those closed more than 90 days ago count.
    for (let i = 0; i < MIN_CASES_FOR_DURATION; i++) {
      await closedCase(other, 9);
      await closedCase(demo, 9, 20);
    }
    expect((await read()).next?.typical_days).toBeNull();

    // The fifth case is seen at once, whatever was computed earlier that day.
    await closedCase(demo, 6);
    expect((await read()).next).toEqual({
      actor: 'insurer',
      reason: 'insurer',
      when: null,
      typical_days: { low: 3, high: 5 },
    });
    const steps = await typicalStepDays(db(), demo, 4, ctx.t.clock.now());
    // A step left the next working day counts one day; the last step has no duration.
    expect(Object.fromEntries(steps)).toEqual({
      1: { low: 3, high: 5 },
      2: { low: 1, high: 1 },
      3: { low: 1, high: 1 },
    });
  });

  it('says the visitor acts next while documents are asked of them', async () => {
    const demo = await orgId('DEMO');
    for (const days of [2, 3, 4, 5, 6]) await closedCase(demo, days);
    const read = await readCase('DEMO000123');
    // The insurer's pace is not the visitor's: no duration while they are to act.
    expect((await read()).next).toEqual({ actor: 'you', reason: 'send_documents', when: null, typical_days: null });
  });
});
