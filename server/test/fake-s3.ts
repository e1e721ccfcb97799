import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySigV4 } from './sigv4-verifier.ts';

export interface FakeS3 {
  endpoint: string;
  /** Every request that arrived, signed correctly or not. */
  seen: { method: string; url: string; authorization: string }[];
  close(): Promise<void>;
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A test-only S3-compatible store over real HTTP: it keeps objects by path and, as S3 does, answers
 * 403 with S3's error code to any request whose Signature Version 4 does not hold for the secret it
 * knows, or whose body does not match the hash that was signed.
 */
export async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, Buffer>();
  const seen: FakeS3['seen'] = [];
  const server = createServer(async (req, res) => {
    const bytes = await bodyOf(req);
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    seen.push({ method: request.method, url: request.url, authorization: String(req.headers.authorization ?? '') });
    const fault =
      verifySigV4(request, {
        secrets: { [credentials.accessKeyId]: credentials.secretAccessKey },
        region: credentials.region,
        service: 's3',
        now: new Date(),
      }) ??
      (req.headers['x-amz-content-sha256'] === createHash('sha256').update(bytes).digest('hex')
        ? null
        : 'XAmzContentSHA256Mismatch');
    if (fault) {
      res.writeHead(fault === 'XAmzContentSHA256Mismatch' ? 400 : 403).end(fault);
      return;
    }
    if (req.method === 'PUT') {
      objects.set(request.url, bytes);
      res.writeHead(200).end();
      return;
    }
    const found = objects.get(request.url);
    if (found) res.writeHead(200).end(found);
    else res.writeHead(404).end('NoSuchKey');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies FakeS3;
}
