import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A request as a server receives it: the path with its query as sent, header names lower-case. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface VerifierSettings {
  /** Secret access keys by access key id. */
  secrets: Record<string, string>;
  region: string;
  service: string;
  now: Date;
}

/** What S3 answers: null when the signature holds, else the error code it gives with 403. */
export type SignatureFault = 'AccessDenied' | 'InvalidAccessKeyId' | 'RequestTimeTooSkewed' | 'SignatureDoesNotMatch';

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const SKEW_MS = 15 * 60_000;
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const headerValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

/**
 * Signature Version 4 checked the way S3 checks it, written apart from the client's signing library
 * so that the two cannot share a mistake: the canonical request rebuilt from what arrived, signed
 * with the secret this side knows, compared with the signature sent. The body's hash is compared
 * by the caller, which has the body.
 */
export function verifySigV4(request: ReceivedRequest, settings: VerifierSettings): SignatureFault | null {
  const match = AUTHORIZATION.exec(headerValue(request.headers.authorization));
  if (!match) return 'AccessDenied';
  const [, accessKeyId, day, region, service, signedHeaders, signature] = match as unknown as string[];
  const secret = settings.secrets[accessKeyId!];
  if (secret === undefined) return 'InvalidAccessKeyId';
  const amzDate = headerValue(request.headers['x-amz-date']);
  const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!at) return 'AccessDenied';
  const time = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!);
  if (Math.abs(time - settings.now.getTime()) > SKEW_MS) return 'RequestTimeTooSkewed';
  const names = signedHeaders!.split(';');
  if (
    day !== amzDate.slice(0, 8) ||
    region !== settings.region ||
    service !== settings.service ||
    !names.includes('host') ||
    !names.includes('x-amz-date')
  )
    return 'SignatureDoesNotMatch';
  const expected = signatureFor({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(names.map((name) => [name, headerValue(request.headers[name])])),
    payloadHash: headerValue(request.headers['x-amz-content-sha256']) || sha256Hex(''),
    secret,
    amzDate,
    region: settings.region,
    service: settings.service,
  });
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature!)) ? null : 'SignatureDoesNotMatch';
}

export interface CanonicalInput {
  method: string;
  /** Path and query as sent (already URI-encoded, as S3 takes the path). */
  url: string;
  /** The signed headers only, names lower-case, values trimmed. */
  headers: Record<string, string>;
  payloadHash: string;
  secret: string;
  amzDate: string;
  region: string;
  service: string;
}

/** The signature a request should carry: canonical request, string to sign, derived key. */
export function signatureFor(input: CanonicalInput): string {
  const [path, rawQuery = ''] = input.url.split('?', 2) as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2).map((part) => encodeURIComponent(decodeURIComponent(part))) as [string, string?])
    .map(([key, value = '']) => `${key}=${value}`)
    .sort()
    .join('&');
  const names = Object.keys(input.headers).sort();
  const canonical = [
    input.method,
    path,
    query,
    ...names.map((name) => `${name}:${input.headers[name]}`),
    '',
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secret}`, day), input.region), input.service), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}
