import type { DocumentStorage } from './storage.ts';
import { sha256Hex, signV4 } from './sigv4.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Documents in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), which MinIO and AWS both accept. */
export function s3Storage(settings: S3Settings, now: () => Date = () => new Date()): DocumentStorage {
  const call = async (method: 'PUT' | 'GET', key: string, body?: Uint8Array, contentType?: string) => {
    const url = new URL(`${settings.endpoint}/${settings.bucket}/${encodeURIComponent(key)}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signV4({
      method,
      url,
      headers: { 'x-amz-content-sha256': payloadHash, ...(contentType ? { 'content-type': contentType } : {}) },
      payloadHash,
      region: settings.region,
      service: 's3',
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      at: now(),
    });
    delete headers.host; // fetch sets it from the URL
    return fetch(url, {
      method,
      headers,
      ...(body ? { body: new Blob([new Uint8Array(body)]) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  };
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
