import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { PNG, upload } from '../../test/files.ts';
import { bearer, signInAs } from '../../test/http.ts';
import * as photoNames from '../../db/migrations/2026-12-24-photo-names.ts';

describe.each(TEST_ENGINES)('photos of note lines on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;

  it('keeps which line a photo shows on the server, for every reader, and links only the assignment’s own files', async () => {
    const [own, other] = await db()
      .selectFrom('assignments')
      .select('id')
      .where('assignment_type', '=', 'assessment')
      .where('is_final', '=', 0)
      .where('organisation_id', '=', db().selectFrom('organisations').select('id').where('code', '=', 'DEMO'))
      .orderBy('assignment_no')
      .limit(2)
      .execute();
    const assessor = await as('assessor');
    const docType = encodeURIComponent('Photo: Bonnet [part-bonnet#2]');
    const sent = await upload(
      ctx.t.app,
      `/api/assignments/${own!.id}/documents?doc_type=${docType}`,
      PNG,
      'bonnet.png',
      assessor,
    );
    expect(sent.status).toBe(200);
    const document = (sent.body.documents as { id: string; file_name: string | null }[]).find(
      (d) => d.file_name === 'bonnet.png',
    )!;
    const photos = `/api/assessments/${own!.id}/photos`;
    expect((await ctx.api.get(photos, assessor)).body).toEqual({ photos: [] });
    const link = { document_id: document.id, item_guid: 'part-bonnet', occurrence: 2 };
    const linked = await ctx.api.post(photos, link, assessor);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ photos: [link] });
    // Linking again changes nothing; another person (another computer) reads the same link.
    expect((await ctx.api.post(photos, link, assessor)).body).toEqual({ photos: [link] });
    expect((await ctx.api.get(photos, await as('manager'))).body).toEqual({ photos: [link] });
    // Another assignment's file, an unknown part or a line number that is no line are refused by field.
    const elsewhere = await ctx.api.post(`/api/assessments/${other!.id}/photos`, link, assessor);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toMatchObject({ key: 'error.assessment.photoDocument', field: 'document_id' });
    const unknown = await ctx.api.post(photos, { ...link, item_guid: 'no-such-part' }, assessor);
    expect(unknown.body.error).toMatchObject({ key: 'error.assessment.unknownPart', field: 'item_guid' });
    const noLine = await ctx.api.post(photos, { ...link, occurrence: 0 }, { ...assessor, 'Accept-Language': 'ro' });
    expect(noLine.body.error).toMatchObject({
      field: 'occurrence',
      message: 'Alegeți o linie a notei pentru fotografie.',
    });
    // Someone who may not work on the assessment may not link photos to it.
    expect((await ctx.api.post(photos, link, await as('handler'))).status).toBe(403);
    // A linked photo's name loses the old line mark (the link says the line); undoing puts it back.
    const nameOf = async () =>
      (await db().selectFrom('documents').select('doc_type').where('id', '=', document.id).executeTakeFirstOrThrow())
        .doc_type;
    await photoNames.up(db());
    expect(await nameOf()).toBe('Photo: Bonnet');
    await photoNames.down(db());
    expect(await nameOf()).toBe('Photo: Bonnet [part-bonnet#2]');
  });
});
