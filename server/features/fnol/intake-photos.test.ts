import * as v from 'valibot';
import { NO_OTHERS } from '../../test/fnol-claim.ts';
import { describe, expect, it } from 'vitest';
import { FnolReceiptSchema, type FnolSubmission } from '../../../contract/fnol.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { EXE, JPEG, PNG, upload } from '../../test/files.ts';
import { bearer, signInAs } from '../../test/http.ts';

/** A complete, valid notice: the test clock's today is 2026-01-15. */
const claim = (contact: string): FnolSubmission => ({
  policy: { policy_type: 'RCA', policy_no: 'rorca12345678', insured_name: 'Ana Marinescu' },
  event: {
    event_date: '2026-01-14',
    event_time: '08:30',
    event_country: 'RO',
    event_county: 'CJ',
    event_place: 'Cluj-Napoca',
    description: 'Another car hit my rear bumper at a red light.',
  },
  vehicle: {
    vehicle_category: 'car',
    vehicle_brand: 'dacia',
    vehicle_color: 'white',
    plate: 'cj 10 abc',
    damaged_parts: ['part-bumper-rear'],
  },
  contact: { contact_channel: 'email', contact, contact_confirmation: contact },
  others: NO_OTHERS,
  declaration: true,
  different_claim: true,
});

describe.each(TEST_ENGINES)('photos of the damage at intake on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const send = async (contact = 'ana@example.test') => {
    const res = await ctx.api.post('/api/fnol/submit/DEMO', claim(contact), { 'X-Forwarded-For': '203.0.113.60' });
    expect(res.status).toBe(201);
    const receipt = v.parse(FnolReceiptSchema, res.body);
    return { caseNo: receipt.case_no, photos: receipt.photos! };
  };
  const addPhoto = (caseNo: string, key: string, bytes = PNG, name = 'front.png', org = 'DEMO', language = 'en') =>
    upload(ctx.t.app, `/api/fnol/photos/${org}?case_no=${encodeURIComponent(caseNo)}`, bytes, name, {
      ...bearer(key),
      'Accept-Language': language,
    });

  it("adds photos to its own claim's documents, which staff see, and keeps only the key's hash", async () => {
    const { caseNo, photos } = await send();
    expect(photos.max_files).toBe(10);
    expect(photos.upload_path).toBe(`/api/fnol/photos/DEMO?case_no=${caseNo}`);
    expect(Date.parse(photos.expires_at) - ctx.t.clock.now().getTime()).toBe(30 * 60_000);
    const first = await addPhoto(caseNo, photos.key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ doc_type: 'Photos of the damage', status: 'received', file_name: 'front.png' });
    expect((await addPhoto(caseNo, photos.key, PNG, 'side.png')).status).toBe(201);
    const stored = await ctx.t.database.db.selectFrom('intake_photo_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(photos.key);
    expect(stored.find((k) => k.files_sent === 2)).toBeDefined();

    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const [found] = (await ctx.api.get(`/api/assignments/search?q=${caseNo}`, handler)).body as { id: string }[];
    const detail = (await ctx.api.get(`/api/assignments/${found!.id}`, handler)).body;
    expect(
      (detail.documents as { doc_type: string; file_name: string }[]).map((d) => `${d.doc_type}: ${d.file_name}`),
    ).toEqual(['Photos of the damage: front.png', 'Photos of the damage: side.png']);
  });

  it("refuses another claim's key, another organisation's form and a made-up key alike, with 404", async () => {
    const own = await send('ana@example.test');
    const other = await send('dan@example.test');
    const refusals = [
      await addPhoto(own.caseNo, other.photos.key),
      await addPhoto(other.caseNo, own.photos.key),
      await addPhoto(own.caseNo, own.photos.key, PNG, 'front.png', 'PARTNER1'),
      await addPhoto(own.caseNo, 'A'.repeat(43)),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(404);
      expect(refused.body.error.key).toBe('error.fnol.photoKeyUnknown');
    }
    const none = await upload(ctx.t.app, `/api/fnol/photos/DEMO?case_no=${own.caseNo}`, PNG, 'front.png');
    expect(none.status).toBe(404);
    // The refusals used nothing up: each key still adds to its own claim.
    expect((await addPhoto(own.caseNo, own.photos.key)).status).toBe(201);
    expect((await addPhoto(other.caseNo, other.photos.key)).status).toBe(201);
  });

  it('ends with its half hour', async () => {
    const { caseNo, photos } = await send();
    ctx.t.clock.advance(29 * 60_000);
    expect((await addPhoto(caseNo, photos.key)).status).toBe(201);
    ctx.t.clock.advance(60_000);
    const late = await addPhoto(caseNo, photos.key, PNG, 'late.png', 'DEMO', 'ro');
    expect(late.status).toBe(404);
    expect(late.body.error).toMatchObject({
      key: 'error.fnol.photoKeyExpired',
      message:
        'Perioada în care puteți adăuga fotografii aici s-a încheiat. Trimiteți-le prin pagina de urmărire a dosarului când asigurătorul vi le cere.',
    });
  });

  it('takes at most ten files, and refuses what is no photo or PDF without counting it', async () => {
    const { caseNo, photos } = await send();
    const wrong = await addPhoto(caseNo, photos.key, EXE, 'damage.jpg');
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.key).toBe('error.documents.wrongFileKind');
    for (let i = 1; i <= 10; i++) expect((await addPhoto(caseNo, photos.key, PNG, `photo-${i}.png`)).status).toBe(201);
    const eleventh = await addPhoto(caseNo, photos.key, PNG, 'one-too-many.png');
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error).toMatchObject({
      key: 'error.documents.tooManyFiles',
      message: 'At most 10 files can be sent for one document.',
    });
  });

  it("keeps a photo under the name of what its bytes are, never the visitor's extension", async () => {
    const { caseNo, photos } = await send();
    // JPEG bytes with a page after them, named as a page: a browser that went by the name would run it.
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const jpegThenHtml = new Uint8Array([...JPEG, ...page]);
    const sent = await addPhoto(caseNo, photos.key, jpegThenHtml, 'passwd.html');
    expect(sent.status).toBe(201);
    expect(sent.body.file_name).toBe('passwd.html.jpg');
    expect((await addPhoto(caseNo, photos.key, jpegThenHtml, 'camera.JPEG')).body.file_name).toBe('camera.JPEG');

    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const file = await ctx.t.app.request(`/api/documents/${sent.body.id}/file`, { headers: handler });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''passwd.html.jpg");
  });
});
