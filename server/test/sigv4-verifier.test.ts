import { describe, expect, it } from 'vitest';
import { verifySigV4 } from './sigv4-verifier.ts';

// The get-vanilla case of AWS's Signature Version 4 test suite.
const vanilla = {
  method: 'GET',
  url: '/',
  headers: {
    host: 'example.amazonaws.com',
    'x-amz-date': '20150830T123600Z',
    authorization: [
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request',
      'SignedHeaders=host;x-amz-date',
      'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    ].join(', '),
  },
};
const settings = {
  secrets: { AKIDEXAMPLE: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  service: 'service',
  now: new Date('2015-08-30T12:36:00Z'),
};

describe("the fake S3's signature check", () => {
  it("accepts AWS's published get-vanilla request", () => {
    expect(verifySigV4(vanilla, settings)).toBeNull();
  });

  it('refuses it for another secret, another header value or a stale date', () => {
    expect(verifySigV4(vanilla, { ...settings, secrets: { AKIDEXAMPLE: 'other' } })).toBe('SignatureDoesNotMatch');
    expect(verifySigV4({ ...vanilla, headers: { ...vanilla.headers, host: 'evil.example' } }, settings)).toBe(
      'SignatureDoesNotMatch',
    );
    expect(verifySigV4({ ...vanilla, method: 'DELETE' }, settings)).toBe('SignatureDoesNotMatch');
    expect(verifySigV4(vanilla, { ...settings, secrets: {} })).toBe('InvalidAccessKeyId');
    expect(verifySigV4(vanilla, { ...settings, now: new Date('2015-08-30T13:00:00Z') })).toBe('RequestTimeTooSkewed');
  });
});
