import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.ts';

/**
 * A test-only S3-compatible server over real HTTP: it keeps objects by path, and refuses any
 * request whose signature headers or payload hash are missing or wrong, as S3 does.
 */
const objects = new Map<string, Buffer>();
const seen: { method: string; url: string; authorization: string }[] = [];
const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
  });
const server = createServer(async (req, res) => {
  const bytes = await body(req);
  const authorization = String(req.headers.authorization ?? '');
  seen.push({ method: req.method ?? '', url: req.url ?? '', authorization });
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (
    !/^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
      authorization,
    ) ||
    req.headers['x-amz-content-sha256'] !== hash
  ) {
    res.writeHead(403).end('SignatureDoesNotMatch');
    return;
  }
  if (req.method === 'PUT') {
    objects.set(req.url ?? '', bytes);
    res.writeHead(200).end();
  } else {
    const found = objects.get(req.url ?? '');
    if (found) res.writeHead(200).end(found);
    else res.writeHead(404).end('NoSuchKey');
  }
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('documents in an S3-compatible bucket', () => {
  it('puts and gets a file path-style, signed, and knows a missing key', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'claims-docs',
      region: 'eu-central-1',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'secret',
    });
    const file = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
    await storage.put('3f1c-key', file, 'application/pdf');
    expect(await storage.get('3f1c-key')).toEqual(file);
    expect(await storage.get('no-such-key')).toBeNull();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /claims-docs/3f1c-key',
      'GET /claims-docs/3f1c-key',
      'GET /claims-docs/no-such-key',
    ]);
    expect(seen[0]!.authorization).toContain('SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date');
  });

  it('fails loudly when the store refuses', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'claims-docs',
      region: 'eu-central-1',
      accessKeyId: 'WRONG',
      secretAccessKey: 'secret',
    });
    await expect(storage.put('k', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/S3 PUT k answered 403/);
  });
});
