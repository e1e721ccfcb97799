import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { addWorkingDays, businessDate } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import { TrackerCaseAnswerSchema, TrackerChallengeSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

// Only the access-code message: a document request's e-mail names the case too.
const ACCESS_CODE_SUBJECT = /^(Access code for claim|Cod de acces pentru dosarul) /;

describe.each(TEST_ENGINES)("the verified case's history, requests and languages on $name", (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const db = () => ctx.t.database.db;
  let address = 0;
  const tokens = new Map<string, string>();
  /** A token of a visitor who proved the case's code (one code per case and test). */
  const tokenFor = async (caseNo: string) => {
    const known = tokens.get(caseNo);
    if (known) return known;
    const from = { 'X-Forwarded-For': `203.0.113.${++address}` };
    const challenge = v.parse(
      TrackerChallengeSchema,
      (await ctx.api.get(`/api/tracker/startChallenge/${caseNo}`, from)).body,
    );
    const mails = (await ctx.api.get('/api/dev/outbox')).body as { subject: string; body: string }[];
    const mail = mails.find((m) => ACCESS_CODE_SUBJECT.test(m.subject) && m.subject.endsWith(caseNo))!;
    const code = /\b([A-Z0-9]{6})\b/.exec(mail.body.replace(caseNo, ''))![1]!;
    const verified = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: caseNo, code },
      from,
    );
    const token = verified.body.newAuthContext.idToken as string;
    tokens.set(caseNo, token);
    return token;
  };
  /** The case as a visitor who proved the code reads it, in a language. */
  const readCase = async (caseNo: string, language: Language = 'en') => {
    const res = await ctx.api.get('/api/tracker/case', {
      ...bearer(await tokenFor(caseNo)),
      'Accept-Language': language,
    });
    expect(res.status).toBe(200);
    return v.parse(TrackerCaseAnswerSchema, res.body);
  };
  beforeEach(() => tokens.clear());
  const caseId = async (caseNo: string) =>
    (await db().selectFrom('tracker_cases').select('id').where('case_no', '=', caseNo).executeTakeFirstOrThrow()).id;

  it("shows every event newest first with its time, in the visitor's language, and what is asked by when", async () => {
    const en = await readCase('DEMO000123');
    expect(en.history.map((e) => e.event_title)).toEqual(['Inspection scheduled', 'Claim registered']);
    expect(Date.parse(en.history[0]!.system_time)).toBeGreaterThan(Date.parse(en.history[1]!.system_time));
    expect(en.currentEvent?.system_time).toBe(en.history[0]!.system_time);
    const [request] = en.currentEvent!.active_doc_requests;
    expect(request!.due_date).toBe(addWorkingDays(businessDate(ctx.t.clock.now()), 5));
    expect(request!.doc_type_labels).toEqual(['Driving licence', 'Vehicle registration certificate']);

    const ro = await readCase('DEMO000123', 'ro');
    expect(ro.currentEvent).toMatchObject({ event_title: 'Constatare programată', next_step_title: 'Evaluare' });
    expect(ro.currentEvent!.event_description).toContain('<strong>joi la ora 10:00</strong>');
    expect(ro.history.map((e) => e.event_title)).toEqual(['Constatare programată', 'Dosar înregistrat']);
    // Uploads still name the types as staff wrote them; the visitor reads them in Romanian.
    expect(ro.currentEvent!.active_doc_requests[0]).toMatchObject({
      doc_type_names: ['Driving licence', 'Vehicle registration certificate'],
      doc_type_labels: ['Permis de conducere', 'Certificat de înmatriculare'],
    });
    expect(ro.doc_type_labels).toEqual({
      'Driving licence': 'Permis de conducere',
      'Vehicle registration certificate': 'Certificat de înmatriculare',
    });
  });

  it('reads an event written before both languages were kept as it was stored', async () => {
    ctx.t.clock.advance(60_000);
    await db()
      .insertInto('tracker_events')
      .values({
        id: randomUUID(),
        case_id: await caseId('DEMO000123'),
        event_title: 'Evaluare in curs',
        event_description: '<p>Un evaluator lucreaza la dosar.</p>',
        process_step_index: 3,
        next_step_title: 'Plata',
        next_step_description: '',
        action: null,
        created_at: ctx.t.clock.now().toISOString(),
      })
      .execute();
    const en = await readCase('DEMO000123');
    expect(en.currentEvent?.event_title).toBe('Evaluare in curs');
    expect(en.history.map((e) => e.event_title)).toEqual([
      'Evaluare in curs',
      'Inspection scheduled',
      'Claim registered',
    ]);
  });

  it('keeps both languages of what staff write: a status that moves the case, and known document types', async () => {
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const inspection = await db()
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select('a.id')
      .where('f.claim_file_no', '=', 'DEMO000123')
      .where('a.assignment_type', '=', 'vehicle_inspection')
      .executeTakeFirstOrThrow();
    ctx.t.clock.advance(60_000);
    const moved = await ctx.api.post(
      `/api/assignments/${inspection.id}/status`,
      { status_code: 'inspected' },
      { ...handler, 'If-Match': '"1"' },
    );
    expect(moved.status).toBe(200);
    const asked = (body: object) => ctx.api.post(`/api/assignments/${inspection.id}/documentRequests`, body, handler);
    expect(
      (await asked({ doc_type_names: ['permis de conducere', 'Garage quote'], due_date: '2026-02-02' })).status,
    ).toBe(200);
    const refused = await asked({ doc_type_names: ['Identity card'], due_date: 'next week' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.problems).toMatchObject([{ field: 'due_date', key: 'error.document.dueDate' }]);
    expect((await asked({ doc_type_names: ['Identity card'] })).status).toBe(200);

    const ro = await readCase('DEMO000123', 'ro');
    expect(ro.currentEvent).toMatchObject({ event_title: 'Evaluare', next_step_title: 'Plată' });
    const requests = ro.currentEvent!.active_doc_requests.slice(-2);
    expect(requests.map((r) => [r.doc_type_labels, r.due_date])).toEqual([
      [['Permis de conducere', 'Garage quote'], '2026-02-02'],
      [['Carte de identitate'], addWorkingDays(businessDate(ctx.t.clock.now()), 5)],
    ]);
    const en = await readCase('DEMO000123');
    expect(en.currentEvent?.event_title).toBe('Assessment');
    expect(en.currentEvent!.active_doc_requests.at(-2)!.doc_type_labels).toEqual(['Driving licence', 'Garage quote']);
  });
});
