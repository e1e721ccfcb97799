import { describe, expect, it } from 'vitest';
import { bookingIcs } from './ics.ts';

/** Reads a calendar back as a client would: unfolds, splits name;params:value, unescapes text. */
function parseIcs(ics: string): { name: string; params: string; value: string }[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      // The value starts after the first colon outside a quoted parameter value.
      let quoted = false;
      let at = -1;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ':' && !quoted) {
          at = i;
          break;
        }
      }
      const head = line.slice(0, at);
      const semi = head.indexOf(';');
      return {
        name: semi < 0 ? head : head.slice(0, semi),
        params: semi < 0 ? '' : head.slice(semi + 1),
        value: line.slice(at + 1),
      };
    });
}
const icsUnescape = (text: string) =>
  text.replace(/\\([\\,;nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

const booking = {
  id: '7d1c9a3e-5b2f-4c8e-9a61-0f2b3c4d5e6f',
  organisation_id: 'o1',
  assignment_id: 'a1',
  assignment_no: 'E2E-ASSESS-1234567890',
  version: 3,
  starts_at: '2026-01-16T08:00:00.000Z',
  ends_at: '2026-01-16T08:30:00.000Z',
  location_name: 'Centrul de constatări „Ștefan cel Mare” Iași',
  location_address: 'Bulevardul Ștefan cel Mare și Sfânt 12, bloc 4; scara B, Iași, județul Iași, România',
};
const organizer = { name: 'Asigurări "Generale"; Iași: sucursala', email: 'claims@example.test' };

describe('the calendar entry of a booking', () => {
  const ics = bookingIcs(booking, new Date('2026-01-15T09:00:00.000Z'), organizer);

  it('ends every line with CRLF and folds each at 75 octets, never inside a character', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.slice(0, -2).split('\r\n');
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A split character would turn into U+FFFD when its bytes are decoded alone.
      expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('parses back to the booking, with its organiser', () => {
    const props = parseIcs(ics);
    const value = (name: string) => props.find((p) => p.name === name)?.value;
    expect(props.map((p) => p.name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'METHOD',
      'BEGIN',
      'UID',
      'SEQUENCE',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'ORGANIZER',
      'STATUS',
      'END',
      'END',
    ]);
    expect(value('UID')).toBe(`${booking.id}@claims`);
    expect(value('SEQUENCE')).toBe('3');
    expect(value('DTSTART')).toBe('20260116T080000Z');
    expect(value('DTEND')).toBe('20260116T083000Z');
    expect(icsUnescape(value('SUMMARY')!)).toBe('Constatare auto E2E-ASSESS-1234567890');
    expect(icsUnescape(value('LOCATION')!)).toBe(`${booking.location_name}, ${booking.location_address}`);
    const org = props.find((p) => p.name === 'ORGANIZER')!;
    expect(org.value).toBe('mailto:claims@example.test');
    // A double quote cannot stand in a parameter value: RFC 6868 writes it ^'.
    expect(org.params).toBe(`CN="Asigurări ^'Generale^'; Iași: sucursala"`);
    expect(value('METHOD')).toBe('PUBLISH');
  });

  it('cancels the same event', () => {
    const props = parseIcs(bookingIcs(booking, new Date('2026-01-15T09:00:00.000Z'), organizer, true));
    const value = (name: string) => props.find((p) => p.name === name)?.value;
    expect(value('METHOD')).toBe('CANCEL');
    expect(value('STATUS')).toBe('CANCELLED');
    expect(value('UID')).toBe(`${booking.id}@claims`);
  });

  it('keeps a line break of any kind inside the text it belongs to', () => {
    for (const newline of ['\r', '\n', '\r\n']) {
      const name = `Centru${newline}BEGIN:VALARM${newline}TRIGGER:-PT1M`;
      const text = bookingIcs({ ...booking, location_name: name }, new Date('2026-01-15T09:00:00.000Z'), organizer);
      // A lone CR or LF is a line end to some clients: none is left outside the CRLF line ends.
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const props = parseIcs(text);
      // No line of its own: the calendar still has exactly its own properties.
      expect(props.map((p) => p.name)).not.toContain('TRIGGER');
      expect(props.filter((p) => p.name === 'BEGIN').map((p) => p.value)).toEqual(['VCALENDAR', 'VEVENT']);
      expect(icsUnescape(props.find((p) => p.name === 'LOCATION')!.value)).toBe(
        `Centru\nBEGIN:VALARM\nTRIGGER:-PT1M, ${booking.location_address}`,
      );
    }
  });
});
