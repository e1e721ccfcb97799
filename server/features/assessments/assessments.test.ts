import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { freshAssessment, noteLine } from '../../test/assessment-notes.ts';
import { ifMatch } from '../../test/staff-user.ts';

describe.each(TEST_ENGINES)('assessment notes on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;
  const fresh = () => freshAssessment(db());
  const line = noteLine;
  const url = (id: string, tail = '') => `/api/assessments/${id}${tail}`;

  it('starts at version 0, saves lines with If-Match, prices them and lets one of two saves on a version win', async () => {
    const { id, parts } = await fresh();
    const assessor = await as('assessor');
    const empty = await ctx.api.get(url(id), assessor);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('ETag')).toBe('"0"');
    expect(empty.body).toMatchObject({ version: 0, state: 'draft', default_labour_rate: 15_000 });
    // Before its first save the draft starts from the parts recorded on the assessment, unpriced.
    expect(empty.body.lines.length).toBeGreaterThan(0);
    expect(
      empty.body.lines.every((l: { part_price: number; labour_hours: number }) => l.part_price + l.labour_hours === 0),
    ).toBe(true);
    const lines = {
      lines: [
        line(parts[0]!),
        line(parts[1]!, { operation: 'paint', part_price: 0, labour_hours: 200, paint_materials: 35_000 }),
      ],
    };
    expect((await ctx.api.put(url(id, '/lines'), lines, assessor)).status).toBe(428);
    const saved = await ctx.api.put(url(id, '/lines'), lines, { ...assessor, ...ifMatch(0) });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe('"1"');
    expect(saved.body.totals).toEqual({
      parts: 125_000,
      labour: 52_500,
      paint: 35_000,
      subtotal: 212_500,
      vat_basis_points: 2100,
      vat: 44_625,
      total: 257_125,
    });
    expect(saved.body.lines[0]).toMatchObject({
      item_guid: parts[0],
      labour_rate: 15_000,
      default_rate: true,
      amounts: { total: 147_500 },
    });
    // Two editors on version 1: exactly one save goes through, the other gets the note as it is now.
    const [a, b] = await Promise.all([
      ctx.api.put(url(id, '/lines'), { lines: [line(parts[2]!)] }, { ...assessor, ...ifMatch(1) }),
      ctx.api.put(url(id, '/lines'), { lines: [] }, { ...assessor, ...ifMatch(1) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.error.code).toBe('conflict');
    expect(lost.headers.get('ETag')).toBe('"2"');
    // A second first save is stale too: the note exists.
    expect((await ctx.api.put(url(id, '/lines'), lines, { ...assessor, ...ifMatch(0) })).status).toBe(409);
    // The item history of the part answers from the note's lines.
    const other = await ctx.api.get(`/api/claim/assessmentNote/browseItemHistory/${id}/${parts[2]}`, assessor);
    expect(other.status).toBe(200);
  });

  it('refuses negative or absurd amounts and unknown parts, each by field, in the language asked for', async () => {
    const { id, parts } = await fresh();
    const assessor = { ...(await as('assessor')), ...ifMatch(0) };
    const bad = await ctx.api.put(
      url(id, '/lines'),
      {
        lines: [
          line(parts[0]!, { part_price: -1 }),
          line(parts[0]!, { labour_hours: 20_001, quantity: 100_001, part_price: 100_000_001 }),
          line(parts[0]!, { operation: 'burn', paint_materials: 1.5 }),
        ],
      },
      { ...assessor, 'Accept-Language': 'ro' },
    );
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries(
      bad.body.error.problems.map((p: { field: string; key: string }) => [p.field, p.key]),
    );
    expect(fields).toMatchObject({
      'lines.0.part_price': 'error.assessment.partPriceNegative',
      'lines.1.labour_hours': 'error.assessment.labourHoursTooLarge',
      'lines.1.quantity': 'error.assessment.quantityTooLarge',
      'lines.1.part_price': 'error.assessment.partPriceTooLarge',
      'lines.2.operation': 'error.assessment.operation',
      'lines.2.paint_materials': 'error.assessment.wholeNumber',
    });
    expect(bad.body.error.problems[0].message).toBe('Prețul piesei nu poate fi negativ.');
    const many = await ctx.api.put(
      url(id, '/lines'),
      { lines: Array.from({ length: 501 }, () => line(parts[0]!)) },
      assessor,
    );
    expect(many.body.error.problems[0]).toMatchObject({ field: 'lines', key: 'error.assessment.tooManyLines' });
    const unknown = await ctx.api.put(url(id, '/lines'), { lines: [line(parts[0]!), line('no-such-part')] }, assessor);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.problems).toEqual([
      expect.objectContaining({ field: 'lines.1.item_guid', message: 'This part is not in the vehicle parts list.' }),
    ]);
    const twice = await ctx.api.put(
      url(id, '/lines'),
      { lines: [line(parts[0]!), line(parts[1]!), line(parts[0]!, { operation: 'paint' })] },
      { ...assessor, 'Accept-Language': 'ro' },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error.problems).toEqual([
      expect.objectContaining({
        field: 'lines.2.item_guid',
        key: 'error.assessment.partTwice',
        message: 'Acest reper este deja pe altă linie a notei: modificați cantitatea de pe acea linie.',
      }),
    ]);
    // Nothing was saved: the note is still the unsaved draft of the recorded parts.
    expect((await ctx.api.get(url(id), assessor)).body.version).toBe(0);
  });

  it('runs draft, submitted, returned, approved and supplementary, each step by whom it belongs to', async () => {
    const { id, parts } = await fresh();
    const assessor = await as('assessor');
    const approver = await as('assessor.manager');
    const handler = await as('handler');
    expect(
      (await ctx.api.put(url(id, '/lines'), { lines: [line(parts[0]!)] }, { ...handler, ...ifMatch(0) })).status,
    ).toBe(403);
    expect(
      (await ctx.api.put(url(id, '/lines'), { lines: [line(parts[0]!)] }, { ...assessor, ...ifMatch(0) })).status,
    ).toBe(200);
    expect((await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(1) })).body.state).toBe('submitted');
    expect((await ctx.api.put(url(id, '/lines'), { lines: [] }, { ...assessor, ...ifMatch(2) })).body.error.key).toBe(
      'error.assessment.notEditable',
    );
    expect((await ctx.api.post(url(id, '/approve'), {}, { ...assessor, ...ifMatch(2) })).body.error.key).toBe(
      'error.assessment.approverRole',
    );
    const noReason = await ctx.api.post(url(id, '/return'), { reason: ' ' }, { ...approver, ...ifMatch(2) });
    expect(noReason.body.error.problems[0]).toMatchObject({ field: 'reason', key: 'error.assessment.reasonRequired' });
    const returned = await ctx.api.post(
      url(id, '/return'),
      { reason: 'Price of the OEM part?' },
      { ...approver, ...ifMatch(2) },
    );
    expect(returned.body).toMatchObject({
      state: 'returned',
      return_reason: 'Price of the OEM part?',
      allowed: { approve: false, return: false },
    });
    expect((await ctx.api.get(url(id), assessor)).body.allowed).toMatchObject({ edit: true, submit: true });
    await ctx.api.put(
      url(id, '/lines'),
      { lines: [line(parts[0]!, { part_price: 100_000 })] },
      { ...assessor, ...ifMatch(3) },
    );
    await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(4) });
    const approved = await ctx.api.post(url(id, '/approve'), {}, { ...approver, ...ifMatch(5) });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', approved: { name: 'Victor Assessor-Manager' } });
    const closed = await ctx.api.put(
      url(id, '/lines'),
      { lines: [] },
      { ...assessor, ...ifMatch(6), 'Accept-Language': 'ro' },
    );
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('Nota este aprobată și nu mai poate fi modificată.');
    const again = await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(6) });
    expect(again.body.error.message).toBe('The note is approved; this step is not possible now.');
    const assignment = await db()
      .selectFrom('assignments')
      .select('status_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(assignment.status_code).toBe('approved');
    // Each step is on the timeline in the reader's language: no English state name on a Romanian page.
    const stepsIn = async (language: string) => {
      const detail = await ctx.api.get(`/api/assignments/${id}`, { ...approver, 'Accept-Language': language });
      // The approver's reason follows the product's words, as typed.
      return (detail.body.timeline as { kind: string; text: string; quote: string | null }[])
        .filter((entry) => entry.kind === 'assessment')
        .map((entry) => [entry.text.replace(/ \([^)]*\)/, ''), entry.quote].filter(Boolean).join(' '));
    };
    expect(await stepsIn('en')).toEqual(
      expect.arrayContaining([
        'Assessment note version 1 submitted for approval',
        'Assessment note version 1 returned to the assessor: Price of the OEM part?',
        'Assessment note version 1 approved',
      ]),
    );
    expect(await stepsIn('ro')).toEqual(
      expect.arrayContaining([
        'Nota de constatare, versiunea 1, trimisă spre aprobare',
        'Nota de constatare, versiunea 1, returnată evaluatorului: Price of the OEM part?',
        'Nota de constatare, versiunea 1, aprobată',
      ]),
    );
    // A supplementary assessment: a new draft copied from the approved version, what changed shown per line.
    const supplement = await ctx.api.post(url(id, '/supplement'), {}, { ...assessor, ...ifMatch(6) });
    expect(supplement.body).toMatchObject({
      version_no: 2,
      state: 'draft',
      changes: [],
      lines: [{ part_price: 100_000 }],
    });
    const changed = await ctx.api.put(
      url(id, '/lines'),
      { lines: [line(parts[0]!, { part_price: 110_000 }), line(parts[1]!)] },
      { ...assessor, ...ifMatch(7) },
    );
    expect(changed.body.changes).toEqual([
      { kind: 'changed', position: 0, item_guid: parts[0], fields: ['part_price'] },
      { kind: 'added', position: 1, item_guid: parts[1] },
    ]);
    const first = await ctx.api.get(url(id, '/versions/1'), assessor);
    expect(first.body).toMatchObject({
      version_no: 1,
      state: 'approved',
      latest: false,
      lines: [{ part_price: 100_000 }],
    });
    expect((await ctx.api.get(url(id, '/versions/3'), assessor)).status).toBe(404);
    const print = await ctx.api.get(url(id, '/print'), { ...assessor, 'Accept-Language': 'ro' });
    expect(print.body).toMatchObject({ title: 'Notă de constatare auto', note: { version_no: 2 } });
  });

  it('approves within the highest limit of the approver roles, never one own note', async () => {
    const { id, parts } = await fresh();
    const assessor = await as('assessor');
    const approver = await as('assessor.manager');
    // 25 pieces of 1,000.00 lei: 25,000.00 lei plus labour and VAT, above an assessor manager's 20,000.00 lei.
    const big = { lines: [line(parts[0]!, { quantity: 25_000, part_price: 100_000 })] };
    await ctx.api.put(url(id, '/lines'), big, { ...assessor, ...ifMatch(0) });
    await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(1) });
    const above = await ctx.api.post(url(id, '/approve'), {}, { ...approver, ...ifMatch(2) });
    expect(above.status).toBe(403);
    expect(above.body.error).toMatchObject({
      key: 'error.assessment.aboveLimit',
      params: { limit: '20,000.00 lei', limit_bani: 2_000_000 },
    });
    expect(above.body.error.message).toContain('20,000.00 lei');
    expect((await ctx.api.get(url(id), approver)).body).toMatchObject({
      state: 'submitted',
      approval_limit: 2_000_000,
    });
    // The claims manager's limit (100,000.00 lei) covers it.
    const manager = await as('manager');
    expect((await ctx.api.post(url(id, '/approve'), {}, { ...manager, ...ifMatch(2) })).body.state).toBe('approved');
    // An approver who submitted a note may not approve it.
    const second = await fresh();
    await ctx.api.put(url(second.id, '/lines'), { lines: [line(parts[0]!)] }, { ...approver, ...ifMatch(0) });
    await ctx.api.post(url(second.id, '/submit'), {}, { ...approver, ...ifMatch(1) });
    expect((await ctx.api.get(url(second.id), approver)).body.allowed.approve).toBe(false);
    const own = await ctx.api.post(url(second.id, '/approve'), {}, { ...approver, ...ifMatch(2) });
    expect(own.body.error).toMatchObject({ code: 'forbidden', key: 'error.assessment.ownNote' });
  });

  it('lets an assessor work only on assessments they may change, and nobody on a closed one', async () => {
    const { id, parts } = await fresh();
    const lines = { lines: [line(parts[0]!)] };
    // Held by another group and nobody in it: the demo assessor may read it but not write it.
    await db()
      .updateTable('assignments')
      .set({ group_code: 'another-group', assignee_user_id: null })
      .where('id', '=', id)
      .execute();
    const assessor = await as('assessor');
    expect((await ctx.api.get(url(id), assessor)).body.allowed.edit).toBe(false);
    const refused = await ctx.api.put(url(id, '/lines'), lines, { ...assessor, ...ifMatch(0) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.key).toBe('error.assessment.notAllowed');
    // An assessor manager oversees every assessment of the organisation.
    const overseer = await as('assessor.manager');
    expect((await ctx.api.put(url(id, '/lines'), lines, { ...overseer, ...ifMatch(0) })).status).toBe(200);
    // Closed: the note stays as it was for everyone.
    await db().updateTable('assignments').set({ status_code: 'closed', is_final: 1 }).where('id', '=', id).execute();
    expect((await ctx.api.get(url(id), overseer)).body.allowed).toMatchObject({ edit: false, submit: false });
    const closed = await ctx.api.put(url(id, '/lines'), { lines: [] }, { ...overseer, ...ifMatch(1) });
    expect(closed.status).toBe(409);
    expect(closed.body.error.key).toBe('error.assessment.assignmentClosed');
    expect((await ctx.api.post(url(id, '/submit'), {}, { ...overseer, ...ifMatch(1) })).body.error.key).toBe(
      'error.assessment.assignmentClosed',
    );
    expect((await ctx.api.get(url(id), overseer)).body.lines).toHaveLength(1);
  });

  it('never lets whoever submitted a note in person, standing in for a colleague, approve it', async () => {
    const { id, parts } = await fresh();
    const assessor = await as('assessor');
    await ctx.api.put(url(id, '/lines'), { lines: [line(parts[0]!)] }, { ...assessor, ...ifMatch(0) });
    await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(1) });
    // As a submission made by the assessor manager while acting as the assessor is stored.
    const managerId = (
      await db().selectFrom('users').select('id').where('username', '=', 'assessor.manager').executeTakeFirstOrThrow()
    ).id;
    await db()
      .updateTable('assessment_note_versions')
      .set({ submitted_by_real_user_id: managerId })
      .where('note_id', '=', db().selectFrom('assessment_notes').select('id').where('assignment_id', '=', id))
      .execute();
    const approver = await as('assessor.manager');
    expect((await ctx.api.get(url(id), approver)).body.allowed.approve).toBe(false);
    const own = await ctx.api.post(url(id, '/approve'), {}, { ...approver, ...ifMatch(2) });
    expect(own.status).toBe(403);
    expect(own.body.error.key).toBe('error.assessment.ownNote');
  });

  it('flags a part replaced on another claim file of the same vehicle, and hides notes from other organisations and guests', async () => {
    const seeded = await db()
      .selectFrom('assessment_notes as n')
      .innerJoin('assessment_note_versions as v', 'v.note_id', 'n.id')
      .select(['n.assignment_id', 'v.state'])
      .execute();
    // The assessment demos' four notes, and six approved ones the money demos start from.
    expect(seeded.map((s) => s.state).sort()).toEqual([...Array(7).fill('approved'), 'draft', 'draft', 'submitted']);
    const assessor = await as('assessor');
    const notes = await Promise.all(seeded.map(async (s) => (await ctx.api.get(url(s.assignment_id), assessor)).body));
    const flagged = notes
      .flatMap((n) => n.lines)
      .filter((l: { replaced_before: unknown[] }) => l.replaced_before.length > 0);
    expect(flagged[0].replaced_before[0]).toMatchObject({ claim_file_no: expect.any(String), at: expect.any(String) });
    const { id } = await fresh();
    // Another organisation's assessor: the assignment does not exist for them.
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['AC.Assessor']) })
      .where('username', '=', 'partner1.handler')
      .execute();
    const outsider = await as('partner1.handler');
    expect((await ctx.api.get(url(id), outsider)).status).toBe(404);
    expect((await ctx.api.put(url(id, '/lines'), { lines: [] }, { ...outsider, ...ifMatch(0) })).status).toBe(404);
    // A guest of that very assignment and a caller without a session are refused.
    const key = await db().selectFrom('assignments').select('guest_key').where('id', '=', id).executeTakeFirstOrThrow();
    const guest = await ctx.api.post('/api/guest/exchange', {
      assignment_type: 'assessment',
      assignment_key: key.guest_key,
    });
    if (guest.status === 200)
      expect([401, 403]).toContain((await ctx.api.get(url(id), bearer(guest.body.idToken))).status);
    expect((await ctx.api.get(url(id))).status).toBe(401);
    expect((await ctx.api.get(url(id), bearer('not-a-token'))).status).toBe(401);
  });
});
