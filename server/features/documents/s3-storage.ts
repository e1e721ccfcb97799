import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { DocumentStorage } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Documents in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), which MinIO and AWS both accept.
 * Requests are signed with Signature Version 4 by aws4fetch, payload included: without an explicit
 * x-amz-content-sha256 aws4fetch would send UNSIGNED-PAYLOAD, and the store could not tell a changed body.
 */
export function s3Storage(settings: S3Settings): DocumentStorage {
  // No retries: a failed call fails the upload or download at once, and the person tries again.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 0,
  });
  const call = (method: 'PUT' | 'GET', key: string, body?: Uint8Array, contentType?: string) =>
    client.fetch(`${settings.endpoint}/${settings.bucket}/${encodeURIComponent(key)}`, {
      method,
      headers: {
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  return {
    async put(key, bytes, contentType) {
      const res = await call('PUT', key, bytes, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
