import { describe, expect, it } from 'vitest';
import { insurerNamedByPage } from './page-address.ts';

describe('how a public address names its insurer', () => {
  it("takes the message link's org_code first, then the code in the path, then a case number", () => {
    expect(insurerNamedByPage('/status/DEMO000123?org_code=PARTNER1')).toEqual({ orgCode: 'PARTNER1' });
    expect(insurerNamedByPage('/ro/welcome/PARTNER1/privacy')).toEqual({ orgCode: 'PARTNER1' });
    expect(insurerNamedByPage('/guest/claim_notification/DEMO')).toEqual({ orgCode: 'DEMO' });
    expect(insurerNamedByPage('/ro/status/1234%2F2026')).toEqual({ caseNo: '1234/2026' });
  });

  it('names the primary insurer where the address names none, and nothing on a guest link', () => {
    expect(insurerNamedByPage('/welcome')).toBeNull();
    expect(insurerNamedByPage('/ro/status')).toBeNull();
    expect(insurerNamedByPage('/contact-confirmation/abc')).toBeNull();
    expect(insurerNamedByPage('/guest/inspection/0123456789abcdefghijkl')).toBeUndefined();
    expect(insurerNamedByPage('/ro/guest/claim_notification/Gia7IVuYnhPvyarSgz-uew')).toBeUndefined();
  });

  it('passes a code on as written, for the lookup to refuse, and survives a broken escape', () => {
    expect(insurerNamedByPage('/welcome/..%2Flogin')).toEqual({ orgCode: '../login' });
    expect(insurerNamedByPage('/welcome/%E0%A4%A')).toEqual({ orgCode: '%E0%A4%A' });
  });
});
