import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssignmentDetailSchema } from '../../../contract/assignments.ts';
import { MAX_UPLOAD_BYTES } from '../../../contract/documents.ts';
import { TrackerChallengeSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { EXE, PDF, PNG, upload } from '../../test/files.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('documents on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const inspectionOf = async (claimFileNo: string) =>
    ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id'])
      .where('f.claim_file_no', '=', claimFileNo)
      .where('a.assignment_type', '=', 'vehicle_inspection')
      .executeTakeFirstOrThrow();
  /** A verified tracker visitor's token for a case, with the code read from the dev mailbox. */
  const trackerToken = async (caseNo: string) => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    const challenge = v.parse(
      TrackerChallengeSchema,
      (await ctx.api.get(`/api/tracker/startChallenge/${caseNo}`, from)).body,
    );
    const mails = (await ctx.api.get('/api/dev/outbox')).body as { subject: string; body: string }[];
    // Only the access-code message: a document request's e-mail names the case too.
    const codeMail = mails.find(
      (m) => /^(Access code for claim|Cod de acces pentru dosarul) /.test(m.subject) && m.subject.endsWith(caseNo),
    );
    const code = /\b([A-Z0-9]{6})\b/.exec(codeMail!.body.replace(caseNo, ''))![1]!;
    const verified = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: caseNo, code },
      from,
    );
    return verified.body.newAuthContext.idToken as string;
  };

  it("refuses anything but images and PDF by the file's own bytes, and files too large or empty", async () => {
    const handler = await as('handler');
    const { id } = await inspectionOf('DEMO000123');
    const path = (docType: string) => `/api/assignments/${id}/documents?doc_type=${encodeURIComponent(docType)}`;
    const exe = await upload(ctx.t.app, path('Photo'), EXE, 'photo.jpg', handler);
    expect(exe.status).toBe(415);
    expect(exe.body.error).toEqual({
      request_id: expect.any(String),
      code: 'unsupported_media_type',
      key: 'error.documents.wrongFileKind',
      message:
        'Only photos (JPEG, PNG, WebP) and PDF files are accepted, and this file is neither, whatever its name says.',
    });
    const big = await upload(
      ctx.t.app,
      path('Photo'),
      new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0xff),
      'big.jpg',
      handler,
    );
    expect(big.status).toBe(413);
    expect((await upload(ctx.t.app, path('Photo'), new Uint8Array(), 'empty.png', handler)).body.error.message).toBe(
      'The file is empty.',
    );
    expect(
      (await upload(ctx.t.app, `/api/assignments/${id}/documents`, PNG, 'x.png', handler)).body.error,
    ).toMatchObject({ key: 'error.document.nameRequired', field: 'doc_type', message: 'Name each document.' });

    const ok = await upload(ctx.t.app, path('Damage photo'), PNG, 'front "left".exe.png', handler);
    expect(ok.status).toBe(200);
    const stored = v.parse(AssignmentDetailSchema, ok.body).documents.find((d) => d.doc_type === 'Damage photo')!;
    expect(stored).toMatchObject({
      status: 'uploaded',
      content_type: 'image/png',
      file_name: 'front left.exe.png',
      size: PNG.byteLength,
      uploaded_by: 'staff',
    });
    const file = await ctx.t.app.request(`/api/documents/${stored.id}/file`, { headers: handler });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''front%20left.exe.png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it("asks the policyholder; the tracker's button fills the request, which then stops showing as open", async () => {
    const handler = await as('handler');
    const { id } = await inspectionOf('DEMO000123');
    const asked = await ctx.api.post(
      `/api/assignments/${id}/documentRequests`,
      { doc_type_names: ['Repair invoice'] },
      handler,
    );
    expect(asked.status).toBe(200);
    expect(
      v
        .parse(AssignmentDetailSchema, asked.body)
        .documents.filter((d) => d.status === 'requested')
        .map((d) => d.doc_type),
    ).toEqual(['Driving licence', 'Vehicle registration certificate', 'Repair invoice']);

    let token = await trackerToken('DEMO000123');
    const before = (await ctx.api.get('/api/tracker/case', bearer(token))).body;
    const request = before.currentEvent.active_doc_requests.find((r: { doc_type_names: string[] }) =>
      r.doc_type_names.includes('Repair invoice'),
    );
    const send = (docType: string, bytes: Uint8Array, headers: Record<string, string> = bearer(token)) =>
      upload(
        ctx.t.app,
        `/api/tracker/documents/${request.key}?doc_type=${encodeURIComponent(docType)}`,
        bytes,
        'invoice.pdf',
        headers,
      );
    expect((await send('Repair invoice', EXE)).status).toBe(415);
    expect((await send('Something else', PDF)).body.error.message).toBe(
      'That document is not asked for, or has arrived already.',
    );
    expect((await send('Repair invoice', PDF, {})).status).toBe(401);
    const sent = await send('Repair invoice', PDF);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      doc_type: 'Repair invoice',
      status: 'received',
      uploaded_by: 'tracker',
      content_type: 'application/pdf',
    });
    // It is dated: the day it arrived; what was awaited carried the request's day (a working week on).
    expect(sent.body).toMatchObject({ received_at: ctx.t.clock.now().toISOString(), due_date: '2026-01-22' });
    // Filled: the request is no longer open, but takes a second file (the invoice's second page)
    // while what arrived awaits review.
    const after = (await ctx.api.get('/api/tracker/case', bearer(token))).body;
    expect(after.currentEvent.active_doc_requests.map((r: { key: string }) => r.key)).not.toContain(request.key);
    expect(after.documents).toContainEqual(expect.objectContaining({ doc_type: 'Repair invoice', status: 'received' }));
    const second = await send('Repair invoice', PDF);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ doc_type: 'Repair invoice', status: 'received', request_key: request.key });

    // Staff see it received, review it, and the tracker shows the same status.
    const detail = v.parse(AssignmentDetailSchema, (await ctx.api.get(`/api/assignments/${id}`, handler)).body);
    const invoice = detail.documents.find((d) => d.doc_type === 'Repair invoice')!;
    expect(invoice.status).toBe('received');
    expect(detail.timeline[0]).toMatchObject({ kind: 'document', text: 'Repair invoice: invoice.pdf (tracker)' });
    const noReason = await ctx.api.post(`/api/documents/${invoice.id}/review`, { status: 'rejected' }, handler);
    expect(noReason.body.error).toMatchObject({
      key: 'error.document.rejectReasonRequired',
      field: 'reject_reason',
      message: 'Say why the document is rejected.',
    });
    // Reviewed the next day: the document is due again a working week from then.
    ctx.t.clock.advance(24 * 3_600_000);
    await ctx.api.post(
      `/api/documents/${invoice.id}/review`,
      { status: 'rejected', reject_reason: 'The amount is not readable.' },
      await as('handler'),
    );
    // The policyholder is told by e-mail what was not accepted, why, by when to send it again, and where.
    const mails = (await ctx.api.get('/api/dev/outbox')).body as { subject: string; body: string; to: string }[];
    const told = mails.find((m) => m.subject === 'A document for your claim DEMO000123 was not accepted');
    expect(told?.body).toContain('The reason: The amount is not readable.');
    expect(told?.body).toContain('Please send it again by 23.01.2026.');
    expect(told?.body).toMatch(/\/status\/DEMO000123\?org_code=DEMO&k=[\w-]+/);
    // A day on, the visitor proves a new code.
    token = await trackerToken('DEMO000123');
    const tracked = (await ctx.api.get('/api/tracker/case', bearer(token))).body;
    expect(tracked.documents).toContainEqual(
      expect.objectContaining({
        doc_type: 'Repair invoice',
        status: 'rejected',
        reject_reason: 'The amount is not readable.',
      }),
    );
    // Not accepted, it is asked for again under its request, and the visitor can send it again.
    expect(tracked.documents).toContainEqual(
      expect.objectContaining({
        doc_type: 'Repair invoice',
        status: 'requested',
        request_key: request.key,
        due_date: '2026-01-23',
        received_at: null,
      }),
    );
    // What arrived keeps the day it arrived, whatever its review.
    expect(tracked.documents).toContainEqual(
      expect.objectContaining({ id: invoice.id, received_at: sent.body.received_at }),
    );
    expect(tracked.currentEvent.active_doc_requests.map((r: { key: string }) => r.key)).toContain(request.key);
    expect((await send('Repair invoice', PDF)).status).toBe(200);
  });

  it("keeps a tracker visitor to their own case's requests", async () => {
    const token = await trackerToken('DEMO000456');
    const other = await ctx.t.database.db
      .selectFrom('document_requests as r')
      .innerJoin('tracker_cases as c', 'c.id', 'r.case_id')
      .select('r.key')
      .where('c.case_no', '=', 'DEMO000123')
      .executeTakeFirstOrThrow();
    const res = await upload(
      ctx.t.app,
      `/api/tracker/documents/${other.key}?doc_type=Driving%20licence`,
      PNG,
      'licence.png',
      bearer(token),
    );
    expect(res.status).toBe(404);
  });

  it('lets only those who may change the assignment add or review documents, and no other organisation see them', async () => {
    const { id } = await inspectionOf('DEMO000123');
    const admin = await as('admin');
    expect((await upload(ctx.t.app, `/api/assignments/${id}/documents?doc_type=X`, PNG, 'x.png', admin)).status).toBe(
      403,
    );
    expect(
      (await ctx.api.post(`/api/assignments/${id}/documentRequests`, { doc_type_names: ['X'] }, admin)).status,
    ).toBe(403);
    const handler = await as('handler');
    const uploaded = v.parse(
      AssignmentDetailSchema,
      (await upload(ctx.t.app, `/api/assignments/${id}/documents?doc_type=X`, PNG, 'x.png', handler)).body,
    );
    const doc = uploaded.documents.find((d) => d.doc_type === 'X')!;
    expect((await ctx.api.post(`/api/documents/${doc.id}/review`, { status: 'accepted' }, admin)).status).toBe(403);
    expect((await ctx.api.get(`/api/documents/${doc.id}/file`)).status).toBe(401);
    expect(
      (await ctx.api.post(`/api/assignments/${id}/documentRequests`, { doc_type_names: [] }, handler)).body.error,
    ).toMatchObject({
      key: 'error.document.noneAsked',
      field: 'doc_type_names',
      message: 'Ask for at least one document.',
    });
  });
});
