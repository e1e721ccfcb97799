import { request, send } from '../api/request.ts';
import type { CaseMoney } from './case-api.ts';

/** The claimant's answer to the letter (each call answers the case as it then stands) and the letter's PDF. */
export const acceptOffer = (token: string, body: { iban: string; holder_name: string }) =>
  request<CaseMoney>('/settlement/case/accept', { token, body });

export const disputeLetter = (token: string, reason: string) =>
  request<CaseMoney>('/settlement/case/dispute', { token, body: { reason } });

/** The letter's PDF: the call needs the bearer, so it cannot be a plain link. */
export async function letterPdf(token: string, href: string): Promise<{ blob: Blob; name: string }> {
  const { data, headers } = await send(href.replace(/^\/api/, ''), { token }, 'blob');
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'letter.pdf';
  return { blob: data, name };
}
