import { describe, expect, it } from 'vitest';
import { claimFactTerms, phoneTerms } from './fact-terms.ts';

describe('the words a claim file is found by', () => {
  it('keeps a Romanian phone number under the forms people type it in', () => {
    const forms = ['+40 721 000 111', '0040721000111', '0721-000-111', '(0721) 000 111', '40721000111'];
    for (const typed of forms) expect(phoneTerms(typed), typed).toEqual(['0721000111', '40721000111', '0040721000111']);
    expect(phoneTerms('+49 151 2345 6789')).toEqual(['4915123456789', '004915123456789']);
    expect(phoneTerms('112')).toEqual(['112']);
    expect(phoneTerms(' - ')).toEqual([]);
  });

  it('takes the VIN, contact, police report, people’s phones and e-mails, and other vehicles’ plates, once each', () => {
    const terms = claimFactTerms({
      vin: ' wvwzzz1jzxw000123 ',
      plate: 'B 123 ABC',
      contact: 'Client@Example.TEST',
      police_report_no: 'PV 12/2026',
      parties: [
        { role: 'policyholder', phone: '0721 000 111', email: 'client@example.test', plate: 'B 123 ABC' },
        { role: 'driver', phone: '+40721000111', email: null, plate: 'b-123-abc' },
        { role: 'third_party', phone: null, email: null, plate: 'CJ 12 POP' },
      ],
    });
    expect(terms).toEqual([
      { term: 'WVWZZZ1JZXW000123', field: 'vin', value: 'wvwzzz1jzxw000123' },
      { term: 'PV122026', field: 'police_report', value: 'PV 12/2026' },
      { term: '122026', field: 'police_report', value: 'PV 12/2026' },
      { term: 'CLIENTEXAMPLETEST', field: 'email', value: 'client@example.test' },
      { term: '0721000111', field: 'phone', value: '0721 000 111' },
      { term: '40721000111', field: 'phone', value: '0721 000 111' },
      { term: '0040721000111', field: 'phone', value: '0721 000 111' },
      { term: 'CJ12POP', field: 'party_plate', value: 'CJ 12 POP' },
    ]);
  });

  it('has nothing to say of a file without those facts', () => {
    expect(claimFactTerms({ vin: '', plate: 'B 1 AAA', contact: null, police_report_no: '  ', parties: [] })).toEqual(
      [],
    );
  });
});
