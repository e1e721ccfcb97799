import { describe, expect, it, vi } from 'vitest';
import { occurrences, photoDocType, photosOf, unlinked } from './line-photos.ts';
import { createPartPicker, matchParts } from './part-picker.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));

const parts = [
  { code: 'part-bumper-front', name: 'Bară față', parent_code: null },
  { code: 'part-bumper-rear', name: 'Bară spate', parent_code: null },
  { code: 'part-boot-lid', name: 'Capotă portbagaj', parent_code: null },
  { code: 'part-bonnet', name: 'Capotă motor', parent_code: null },
  { code: 'part-door-front-left', name: 'Ușă față stânga', parent_code: null },
];

describe('the part picker', () => {
  it('finds parts by every word typed, without case or diacritics, names starting with it first', () => {
    expect(matchParts(parts, 'capota m').map((p) => p.code)).toEqual(['part-bonnet']);
    expect(matchParts(parts, 'USA fata').map((p) => p.code)).toEqual(['part-door-front-left']);
    expect(matchParts(parts, 'bara').map((p) => p.code)).toEqual(['part-bumper-front', 'part-bumper-rear']);
    expect(matchParts(parts, 'fata').map((p) => p.code)).toEqual(['part-bumper-front', 'part-door-front-left']);
    expect(matchParts(parts, 'motor capota').map((p) => p.code)).toEqual(['part-bonnet']);
    expect(matchParts(parts, 'bonnet').map((p) => p.code)).toEqual(['part-bonnet']);
  });

  it('adds the first match on Enter, and never a part already in the note', async () => {
    const added: string[] = [];
    const picker = createPartPicker(
      'ro',
      (part) => added.push(part.code),
      async () => parts,
      (code) => added.includes(code),
    );
    picker.type('capota');
    await vi.waitFor(() => expect(picker.$results.get()?.length).toBe(2));
    expect(picker.key('Enter')).toBe(true);
    expect(added).toEqual(['part-boot-lid']);
    expect(picker.$text.get()).toBe('');
    picker.type('portbagaj');
    await vi.waitFor(() => expect(picker.$results.get()?.length).toBe(1));
    picker.key('Enter');
    expect(added).toEqual(['part-boot-lid']);
    expect(picker.$already.get()).toBe('Capotă portbagaj');
    picker.type('b');
    expect(picker.$already.get()).toBeNull();
    picker.exit();
  });
});

describe('a line’s photos', () => {
  it('are the documents the server links to the part and which of its lines it is', () => {
    expect(occurrences(['a', 'b', 'a', 'a'])).toEqual([1, 1, 2, 3]);
    expect(photoDocType('Photo', 'Bonnet')).toBe('Photo: Bonnet');
    expect(photoDocType('Photo', 'x'.repeat(200))).toHaveLength(100);
    const doc = (id: string, doc_type: string, file_name: string | null) =>
      ({ id, doc_type, file_name }) as Parameters<typeof photosOf>[0][number];
    const docs = [
      doc('d1', 'Photo: Bonnet [part-bonnet#2]', 'a.png'),
      doc('d2', 'Photo: Bonnet [part-bonnet#1]', 'b.png'),
      doc('d3', 'Photo: Bonnet [part-bonnet#2]', null),
      // The link, not the document's type, says which line a photo shows.
      doc('d4', 'Photo', 'c.png'),
    ];
    const links = [
      { document_id: 'd1', item_guid: 'part-bonnet', occurrence: 2 },
      { document_id: 'd2', item_guid: 'part-bonnet', occurrence: 1 },
      { document_id: 'd3', item_guid: 'part-bonnet', occurrence: 2 },
      { document_id: 'd4', item_guid: 'part-bonnet', occurrence: 2 },
    ];
    expect(photosOf(docs, links, 'part-bonnet', 2).map((d) => d.file_name)).toEqual(['a.png', 'c.png']);
    expect(unlinked(docs, links.slice(1), 'Photo: Bonnet [part-bonnet#2]').map((d) => d.id)).toEqual(['d1']);
    // What the page had before the upload is never taken for it.
    const fresh = [doc('d5', 'Photo: Bonnet', 'old.png'), doc('d6', 'Photo: Bonnet', 'new.png')];
    expect(unlinked(fresh, links, 'Photo: Bonnet', new Set(['d5'])).map((d) => d.id)).toEqual(['d6']);
  });
});
