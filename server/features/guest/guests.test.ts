import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssignmentDetailSchema } from '../../../contract/assignments.ts';
import { GuestAssignmentSchema, GuestExchangeResponseSchema } from '../../../contract/guest.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { EXE, PNG, upload } from '../../test/files.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('guest links on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const assignmentOf = (claimFileNo: string, type: string) =>
    ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.guest_key', 'a.assignment_no', 'a.assignment_type'])
      .where('f.claim_file_no', '=', claimFileNo)
      .where('a.assignment_type', '=', type)
      .executeTakeFirstOrThrow();
  const exchange = (assignment_type: string, assignment_key: string) =>
    ctx.api.post('/api/guest/exchange', { assignment_type, assignment_key });

  it('exchanges the key for a context that reads the public part and the documents asked for', async () => {
    const own = await assignmentOf('DEMO000123', 'vehicle_inspection');
    const res = await exchange('vehicle_inspection', own.guest_key);
    expect(res.status).toBe(200);
    const answer = v.parse(GuestExchangeResponseSchema, res.body);
    expect(answer.assignment).toMatchObject({
      assignment_no: own.assignment_no,
      claim_file_no: 'DEMO000123',
      org_code: 'DEMO',
      vehicle: { plate: 'B 123 ABC' },
      // Public words: documents are asked of the guest, so it waits for them (never the staff's "Inspection scheduled").
      status: { code: 'waiting_for_you', name: 'Waiting for you', help: 'Please send the documents asked for below.' },
    });
    expect(JSON.stringify(answer.assignment)).not.toContain('Inspection scheduled');
    expect(answer.assignment.documents.filter((d) => d.status === 'requested').map((d) => d.doc_type)).toEqual([
      'Driving licence',
      'Vehicle registration certificate',
    ]);
    // The public part only: no insured name, policy or timeline.
    expect(JSON.stringify(answer.assignment)).not.toContain('Ion Popescu');
    const again = await ctx.api.get('/api/guest/assignment', bearer(answer.idToken));
    expect(v.parse(GuestAssignmentSchema, again.body).assignment_no).toBe(own.assignment_no);
  });

  it('answers a wrong type, an unknown or malformed key and an expired link clearly', async () => {
    const own = await assignmentOf('DEMO000123', 'vehicle_inspection');
    expect((await exchange('assessment', own.guest_key)).status).toBe(404);
    const unknown = await exchange('vehicle_inspection', 'A'.repeat(22));
    expect(unknown.body.error).toEqual({
      request_id: expect.any(String),
      code: 'not_found',
      key: 'error.guests.linkUnknown',
      message:
        'This link does not open anything. It may have been replaced by a newer one: use the link in the newest message you received, or call your insurer.',
    });
    expect((await exchange('vehicle_inspection', 'short')).body.error).toMatchObject({
      key: 'error.guest.assignmentKey',
      field: 'assignment_key',
      message: 'This is not the key of a guest link.',
    });
    await ctx.t.database.db
      .updateTable('assignments')
      .set({ guest_key_expires_at: '2026-01-15T08:00:00.000Z' })
      .where('id', '=', own.id)
      .execute();
    expect((await exchange('vehicle_inspection', own.guest_key)).body.error.message).toBe(
      'This link has expired. Ask the insurer for a new one.',
    );
    // A key without an expiry (none is made so, and the demo has none) opens nothing either.
    await ctx.t.database.db
      .updateTable('assignments')
      .set({ guest_key_expires_at: null })
      .where('id', '=', own.id)
      .execute();
    expect((await exchange('vehicle_inspection', own.guest_key)).body.error.key).toBe('error.guests.linkExpired');
    const never = await ctx.t.database.db
      .selectFrom('assignments')
      .select('id')
      .where('guest_key_expires_at', 'is', null)
      .where('id', '<>', own.id)
      .execute();
    expect(never).toEqual([]);
  });

  it('ends with the hour, and at once when staff revoke the link', async () => {
    const own = await assignmentOf('DEMO000123', 'vehicle_inspection');
    const { idToken } = (await exchange('vehicle_inspection', own.guest_key)).body;
    ctx.t.clock.advance(61 * 60_000);
    // The hour ended but the link still works: opening it again is the way on.
    const ended = await ctx.api.get('/api/guest/assignment', bearer(idToken));
    expect(ended.status).toBe(401);
    expect(ended.body.error.key).toBe('error.guests.openLinkAgain');
    const fresh = (await exchange('vehicle_inspection', own.guest_key)).body.idToken as string;
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const revoked = v.parse(
      AssignmentDetailSchema,
      (await ctx.api.post(`/api/assignments/${own.id}/guestLink/revoke`, {}, handler)).body,
    );
    expect(revoked.guest_link.path).not.toContain(own.guest_key);
    expect(revoked.guest_link.expires_at).toBe('2026-02-14T10:01:00.000Z');
    // The replaced link's context says so, and does not send the visitor back to the old link.
    const refused = await ctx.api.get('/api/guest/assignment', bearer(fresh));
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({
      key: 'error.guests.linkReplaced',
      message:
        'This link was replaced by a newer one. Use the link in the newest message you received, or call your insurer.',
    });
    expect((await exchange('vehicle_inspection', own.guest_key)).status).toBe(404);
    const newKey = revoked.guest_link.path.split('/').pop()!;
    expect((await exchange('vehicle_inspection', newKey)).status).toBe(200);
  });

  it('acts on its own assignment alone: uploads what was asked, nothing else, and no staff call', async () => {
    const own = await assignmentOf('DEMO000123', 'vehicle_inspection');
    const other = await assignmentOf('DEMO000456', 'claim_notification');
    const guest = bearer((await exchange('vehicle_inspection', own.guest_key)).body.idToken);
    expect(
      (await upload(ctx.t.app, '/api/guest/documents?doc_type=Driving%20licence', EXE, 'licence.jpg', guest)).status,
    ).toBe(415);
    const sent = await upload(ctx.t.app, '/api/guest/documents?doc_type=Driving%20licence', PNG, 'licence.png', guest);
    expect(sent.body).toMatchObject({ doc_type: 'Driving licence', status: 'received', uploaded_by: 'guest' });
    // Nothing that was not asked for.
    expect((await upload(ctx.t.app, '/api/guest/documents?doc_type=Invoice', PNG, 'invoice.png', guest)).status).toBe(
      400,
    );
    // The guest token opens no staff call, and names no other assignment.
    for (const path of [`/api/assignments/${other.id}`, `/api/assignments/${own.id}`, '/api/assignments/worklist']) {
      expect((await ctx.api.get(path, guest)).status, path).toBe(401);
    }
    const staff = bearer((await signInAs(ctx.api, 'handler')).idToken);
    expect((await ctx.api.get('/api/guest/assignment', staff)).status).toBe(401);
    expect((await ctx.api.get('/api/guest/assignment')).status).toBe(401);
  });

  it('takes several files for one document asked for, each listed, up to the limit, in the asker language', async () => {
    const own = await assignmentOf('DEMO000123', 'vehicle_inspection');
    const guest = bearer((await exchange('vehicle_inspection', own.guest_key)).body.idToken);
    const send = (name: string, language = 'en') =>
      upload(ctx.t.app, '/api/guest/documents?doc_type=Driving%20licence', PNG, name, {
        ...guest,
        'Accept-Language': language,
      });
    const first = await send('front.png');
    const second = await send('back.png');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ doc_type: 'Driving licence', status: 'received', file_name: 'back.png' });
    // Each file is its own document answering the same request.
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.request_key).toBe(first.body.request_key);
    const listed = v.parse(GuestAssignmentSchema, (await ctx.api.get('/api/guest/assignment', guest)).body).documents;
    expect(listed.filter((d) => d.doc_type === 'Driving licence').map((d) => d.file_name)).toEqual(
      expect.arrayContaining(['front.png', 'back.png']),
    );
    for (let i = 3; i <= 10; i++) expect((await send(`page-${i}.png`)).status).toBe(200);
    const eleventh = await send('one-too-many.png', 'ro');
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error).toMatchObject({
      key: 'error.documents.tooManyFiles',
      message: 'Pentru un document se pot trimite cel mult 10 fișiere.',
    });
  });
});
