import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { s3Storage, type S3Settings } from './s3-storage.ts';

const credentials = { accessKeyId: 'AKIATEST', secretAccessKey: 'the-bucket-secret', region: 'eu-central-1' };
let store: FakeS3;
beforeAll(async () => {
  store = await startFakeS3(credentials);
});
afterAll(() => store.close());
const storageWith = (changes: Partial<S3Settings> = {}) =>
  s3Storage({ endpoint: store.endpoint, bucket: 'claims-docs', ...credentials, ...changes });

describe('documents in an S3-compatible bucket', () => {
  it('puts and gets a file path-style, signed, and knows a missing key', async () => {
    store.seen.length = 0;
    const storage = storageWith();
    const file = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
    await storage.put('3f1c-key', file, 'application/pdf');
    expect(await storage.get('3f1c-key')).toEqual(file);
    expect(await storage.get('no-such-key')).toBeNull();
    expect(store.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /claims-docs/3f1c-key',
      'GET /claims-docs/3f1c-key',
      'GET /claims-docs/no-such-key',
    ]);
    // The body's hash is signed, not UNSIGNED-PAYLOAD: a changed body would not pass.
    expect(store.seen[0]!.authorization).toMatch(/SignedHeaders=[a-z0-9;-]*x-amz-content-sha256;x-amz-date,/);
  });

  it('is refused with SignatureDoesNotMatch when it signs with the wrong secret', async () => {
    const storage = storageWith({ secretAccessKey: 'not-the-bucket-secret' });
    await expect(storage.put('k', Uint8Array.from([1]), 'image/png')).rejects.toThrow(
      /^S3 PUT k answered 403: SignatureDoesNotMatch$/,
    );
    await expect(storage.get('3f1c-key')).rejects.toThrow(/^S3 GET 3f1c-key answered 403$/);
  });

  it('fails loudly when the store does not know the access key', async () => {
    const storage = storageWith({ accessKeyId: 'WRONG' });
    await expect(storage.put('k', Uint8Array.from([1]), 'image/png')).rejects.toThrow(
      /^S3 PUT k answered 403: InvalidAccessKeyId$/,
    );
  });

  it('is refused when it signs for another region', async () => {
    const storage = storageWith({ region: 'us-east-1' });
    await expect(storage.put('k', Uint8Array.from([1]), 'image/png')).rejects.toThrow(
      /answered 403: SignatureDoesNotMatch/,
    );
  });
});
