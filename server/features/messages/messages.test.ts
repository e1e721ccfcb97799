import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ComposeChoicesSchema, MessageTemplatesSchema } from '../../../contract/messages.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { PDF, PNG, upload } from '../../test/files.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { startSmtp, stopSmtp } from '../../test/smtp.ts';
import { createOutboxDispatcher, smtpTransport } from '../outbox/index.ts';

const TEMPLATE = {
  name: 'Inspection booked',
  subject_en: 'Claim {{claim_no}}: inspection',
  body_en: 'Dear {{recipient}}, we inspect {{plate}} of {{policyholder}} on {{inspection_date}}. {{unknown}}',
  subject_ro: 'Dosarul {{claim_no}}: constatare',
  body_ro: 'Stimate {{recipient}}, constatăm {{plate}} pe {{inspection_date}}.',
};

describe.each(TEST_ENGINES)('messages to the people of a claim on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const assignmentOf = (claimFileNo: string, type: string) =>
    ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.assignment_no', 'a.due_date', 'f.plate', 'f.insured_name'])
      .where('f.claim_file_no', '=', claimFileNo)
      .where('a.assignment_type', '=', type)
      .executeTakeFirstOrThrow();

  it('keeps templates per organisation, changed and deleted on the version seen, for configurators only', async () => {
    const admin = await as('admin');
    const created = await ctx.api.post('/api/messages/templates', TEMPLATE, admin);
    expect(created.status).toBe(200);
    const [template] = v.parse(MessageTemplatesSchema, created.body);
    expect(template).toMatchObject({ ...TEMPLATE, version: 1 });
    const id = template!.id;
    const missing = await ctx.api.post('/api/messages/templates', { ...TEMPLATE, body_ro: ' ' }, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Write the text in both languages.');

    const changed = { ...TEMPLATE, name: 'Inspection' };
    const put = await ctx.api.put(`/api/messages/templates/${id}`, changed, { ...admin, 'If-Match': '"1"' });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toBe('"2"');
    expect(put.body[0]).toMatchObject({ name: 'Inspection', version: 2 });
    // A change made on the version before is refused with the template as it is now.
    const stale = await ctx.api.put(`/api/messages/templates/${id}`, TEMPLATE, { ...admin, 'If-Match': '"1"' });
    expect(stale.status).toBe(409);
    expect((await ctx.api.delete(`/api/messages/templates/${id}`, { ...admin, 'If-Match': '"1"' })).status).toBe(409);

    // Handlers use templates but do not manage them; another organisation never sees them.
    const handler = await as('handler');
    expect((await ctx.api.get('/api/messages/templates', handler)).status).toBe(403);
    expect((await ctx.api.post('/api/messages/templates', TEMPLATE, handler)).status).toBe(403);
    const other = await as('partner1.handler');
    expect((await ctx.api.put(`/api/messages/templates/${id}`, TEMPLATE, other)).status).toBe(403);
    const audit = await ctx.t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', 'Inspection')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['message-template.update']);

    const gone = await ctx.api.delete(`/api/messages/templates/${id}`, { ...admin, 'If-Match': '"2"' });
    expect(gone.body).toEqual([]);
  });

  it("offers the claim's contacts and fills a template with its fields in the language asked", async () => {
    const admin = await as('admin');
    const [template] = (await ctx.api.post('/api/messages/templates', TEMPLATE, admin)).body;
    const handler = await as('handler');
    const work = await assignmentOf('DEMO000789', 'vehicle_inspection');
    const choices = v.parse(
      ComposeChoicesSchema,
      (await ctx.api.get(`/api/messages/compose/${work.id}`, handler)).body,
    );
    expect(choices.contacts[0]).toMatchObject({
      role: 'policyholder',
      channel: 'email',
      address: 'client@example.test',
    });
    const driver = choices.contacts.find((contact) => contact.role === 'driver');
    expect(driver).toMatchObject({ channel: 'sms' });
    expect(choices.templates).toEqual([{ id: template.id, name: 'Inspection booked' }]);

    const fill = (language: 'en' | 'ro', to = 'client@example.test') =>
      ctx.api.post(`/api/messages/compose/${work.id}/fill`, { template_id: template.id, language, to }, handler);
    const due = `${work.due_date.slice(8, 10)}.${work.due_date.slice(5, 7)}.${work.due_date.slice(0, 4)}`;
    const en = (await fill('en')).body;
    expect(en.subject).toBe('Claim DEMO000789: inspection');
    expect(en.text).toBe(
      `Dear ${work.insured_name}, we inspect ${work.plate} of ${work.insured_name} on ${due}. {{unknown}}`,
    );
    const ro = (await fill('ro', driver!.address)).body;
    expect(ro).toEqual({
      subject: 'Dosarul DEMO000789: constatare',
      text: `Stimate ${driver!.name}, constatăm ${work.plate} pe ${due}.`,
    });
    // Another organisation's staff neither see this claim's contacts nor fill its templates.
    const other = await as('partner1.handler');
    expect((await ctx.api.get(`/api/messages/compose/${work.id}`, other)).status).toBe(404);
  });

  it("sends only to the claim's contacts, with only the claim's documents, and the e-mail carries them", async () => {
    const handler = await as('handler');
    const work = await assignmentOf('DEMO000123', 'vehicle_inspection');
    const photo = await upload(
      ctx.t.app,
      `/api/assignments/${work.id}/documents?doc_type=Photo`,
      PNG,
      'front.png',
      handler,
    );
    const report = await upload(
      ctx.t.app,
      `/api/assignments/${work.id}/documents?doc_type=Report`,
      PDF,
      'report.pdf',
      handler,
    );
    const idOf = (name: string) => report.body.documents.find((d: { file_name: string }) => d.file_name === name)?.id;
    const docIds = [idOf('report.pdf'), idOf('front.png')];
    const elsewhere = await assignmentOf('DEMO000789', 'vehicle_inspection');
    const foreign = await upload(
      ctx.t.app,
      `/api/assignments/${elsewhere.id}/documents?doc_type=Photo`,
      PNG,
      'x.png',
      handler,
    );
    const foreignId = foreign.body.documents[0].id;
    expect(photo.status).toBe(200);
    expect(docIds.every(Boolean)).toBe(true);

    const send = (body: Record<string, unknown>) =>
      ctx.api.post(
        `/api/assignments/${work.id}/messages`,
        { channel: 'email', to: 'client@example.test', subject: 'Papers', text: 'See attached.', ...body },
        handler,
      );
    const stranger = await send({ to: 'stranger@example.test' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toMatchObject({ field: 'to', key: 'error.assignment.recipientNotOfClaim' });
    const notOurs = await send({ document_ids: [foreignId] });
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.error).toMatchObject({ field: 'document_ids', key: 'error.assignment.attachmentNotOfClaim' });
    const count = async () => (await ctx.t.database.db.selectFrom('outbox').select('id').execute()).length;
    const before = await count();

    const sent = await send({ to: 'CLIENT@example.test', document_ids: docIds });
    expect(sent.status).toBe(200);
    expect(sent.body.timeline[0]).toMatchObject({
      kind: 'email',
      text: 'CLIENT@example.test: Papers (report.pdf, front.png)',
    });
    expect(await count()).toBe(before + 1);

    const smtp = await startSmtp();
    try {
      const outbox = createOutboxDispatcher({
        db: ctx.t.database.db,
        clock: ctx.t.clock,
        transports: { email: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'claims@example.test'), sms: null },
      });
      await outbox.drain();
      const mail = smtp.received.find((m) => m.data.includes('Subject: Papers'));
      expect(mail?.to.toLowerCase()).toBe('client@example.test');
      const data = mail!.data.replace(/=\r\n/g, '');
      expect(data).toContain('filename=report.pdf');
      expect(data).toContain('filename=front.png');
      expect(data).toContain(Buffer.from(PDF).toString('base64').slice(0, 40));
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('tells the policyholder of a document request by e-mail, or nobody when the claim has no address', async () => {
    const handler = await as('handler');
    const work = await assignmentOf('DEMO000123', 'vehicle_inspection');
    const asked = await ctx.api.post(
      `/api/assignments/${work.id}/documentRequests`,
      { doc_type_names: ['Driving licence'], due_date: '2030-01-31' },
      handler,
    );
    expect(asked.body.claim_file.policyholder_email).toBe('client@example.test');
    expect(asked.body.timeline[0]).toMatchObject({
      kind: 'email',
      text: expect.stringContaining('client@example.test'),
    });
    const mail = await ctx.t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'client@example.test')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('Driving licence');
    expect(mail.body).toContain('31.01.2030');

    // The same claim without any address for anybody: the request is made and nobody is written to.
    const db = ctx.t.database.db;
    const { claim_file_id: fileId } = await db
      .selectFrom('assignments')
      .select('claim_file_id')
      .where('id', '=', work.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('claim_files')
      .set({ contact: null, tracker_case_id: null })
      .where('id', '=', fileId)
      .execute();
    await db
      .updateTable('claim_parties')
      .set({ email: null, phone: null })
      .where('claim_file_id', '=', fileId)
      .execute();
    const before = (await db.selectFrom('outbox').select('id').execute()).length;
    const untold = await ctx.api.post(
      `/api/assignments/${work.id}/documentRequests`,
      { doc_type_names: ['ID'] },
      handler,
    );
    expect(untold.status).toBe(200);
    expect(untold.body.claim_file.policyholder_email).toBeNull();
    expect((await db.selectFrom('outbox').select('id').execute()).length).toBe(before);
    const compose = await ctx.api.get(`/api/messages/compose/${work.id}`, handler);
    expect(compose.body.contacts).toEqual([]);
  });
});
