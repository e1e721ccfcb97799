import { describe, expect, it, vi } from 'vitest';
import { fetchPrintEmail, fetchPrintSms } from './api.ts';
import { fetchPrintedMessage, lastSegment } from './print-page.ts';

vi.mock('./api.ts', () => ({ fetchPrintEmail: vi.fn(), fetchPrintSms: vi.fn(), fetchPrintTimeline: vi.fn() }));

describe('the print pages', () => {
  it('read what they print from the last part of their address', () => {
    expect(lastSegment('/ro/print-sms/a%20b/')).toBe('a b');
  });

  it('show an email and an SMS in one shape, an SMS without a subject', async () => {
    vi.mocked(fetchPrintEmail).mockResolvedValue({
      name: 'Claim',
      claim_file_no: 'F1',
      assignment_no: 'A1',
      time: 't',
      to: 'x@y.ro',
      subject: 'Hello',
      body: 'Body',
    } as Awaited<ReturnType<typeof fetchPrintEmail>>);
    vi.mocked(fetchPrintSms).mockResolvedValue({
      assignment_name: 'Claim',
      claim_file_no: 'F1',
      assignment_no: 'A1',
      time: 't',
      to: '+40',
      body: 'Short',
    } as Awaited<ReturnType<typeof fetchPrintSms>>);
    expect(await fetchPrintedMessage('email', 'e1')).toMatchObject({ title: 'Claim', subject: 'Hello', to: 'x@y.ro' });
    expect(await fetchPrintedMessage('sms', 's1')).toMatchObject({ title: 'Claim', subject: '', body: 'Short' });
  });
});
