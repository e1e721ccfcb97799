import { describe, expect, it } from 'vitest';
import { firstCallsOf } from './first-call.ts';

describe('a staff page’s first calls', () => {
  it('fill the page’s parameters in, in either language', () => {
    expect(firstCallsOf('/assignments/view/01ab')).toEqual(['/assignments/01ab']);
    expect(firstCallsOf('/ro/workflow/claim-file/DEMO000050/')).toEqual(['/claim-files/DEMO000050']);
    expect(firstCallsOf('/assignments/shortlist')).toEqual(['/assignments/dashboard', '/start']);
  });

  it('write a parameter as the page’s own call does: decoded, then encoded', () => {
    expect(firstCallsOf('/workflow/claim-file/A%20B%2F1')).toEqual(['/claim-files/A%20B%2F1']);
    expect(firstCallsOf('/workflow/claim-file/A B')).toEqual(['/claim-files/A%20B']);
  });

  it('are none for another page, an empty parameter or a malformed address', () => {
    expect(firstCallsOf('/assignments/worklist')).toEqual([]);
    expect(firstCallsOf('/assignments/view/')).toEqual([]);
    expect(firstCallsOf('/assignments/view/%E0%A4%A')).toEqual([]);
    expect(firstCallsOf('/assignments/view/a/b')).toEqual([]);
  });
});
