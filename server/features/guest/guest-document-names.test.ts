import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/languages.ts';
import { TrackerCaseAnswerSchema, TrackerChallengeSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { PNG, upload } from '../../test/files.ts';
import { bearer } from '../../test/http.ts';

// Only the access-code message: a document request's e-mail names the case too.
const ACCESS_CODE_SUBJECT = /^(Access code for claim|Cod de acces pentru dosarul) /;

describe.each(TEST_ENGINES)("a guest's document in each language's own name on $name", (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const db = () => ctx.t.database.db;

  /** The case as a visitor who proved its code reads it, in each language asked. */
  const readCase = async (caseNo: string, languages: Language[]) => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
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
    return Promise.all(
      languages.map(async (language) =>
        v.parse(
          TrackerCaseAnswerSchema,
          (await ctx.api.get('/api/tracker/case', { ...bearer(token), 'Accept-Language': language })).body,
        ),
      ),
    );
  };

  it('lists a file sent from the Romanian page under the English name on the English tracker', async () => {
    const own = await db()
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.guest_key'])
      .where('f.claim_file_no', '=', 'DEMO000123')
      .where('a.assignment_type', '=', 'vehicle_inspection')
      .executeTakeFirstOrThrow();
    // Asked in Romanian, as the guest reads it on the Romanian page.
    const at = ctx.t.clock.now().toISOString();
    await db()
      .insertInto('documents')
      .values({
        id: randomUUID(),
        assignment_id: own.id,
        request_key: null,
        doc_type: 'Fotografii ale avariilor',
        status: 'requested',
        reject_reason: null,
        file_name: null,
        content_type: null,
        size: null,
        storage_key: null,
        uploaded_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const exchanged = await ctx.api.post('/api/guest/exchange', {
      assignment_type: 'vehicle_inspection',
      assignment_key: own.guest_key,
    });
    const sent = await upload(
      ctx.t.app,
      `/api/guest/documents?doc_type=${encodeURIComponent('Fotografii ale avariilor')}`,
      PNG,
      'fata.png',
      { ...bearer(exchanged.body.idToken), 'Accept-Language': 'ro' },
    );
    expect(sent.status).toBe(200);
    const [en, ro] = await readCase('DEMO000123', ['en', 'ro']);
    const listed = (answer: typeof en) => {
      const doc = answer!.documents.find((d) => d.file_name === 'fata.png')!;
      return answer!.doc_type_labels[doc.doc_type] ?? doc.doc_type;
    };
    expect(listed(en)).toBe('Photos of the damage');
    expect(listed(ro)).toBe('Fotografii ale avariilor');
    // Names asked through a request keep reading in each language too.
    expect(en!.doc_type_labels['Driving licence']).toBe('Driving licence');
    expect(ro!.doc_type_labels['Driving licence']).toBe('Permis de conducere');
  });
});
