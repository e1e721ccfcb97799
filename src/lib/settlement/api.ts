import type { Language } from '../../../contract/languages.ts';
import type { FigureInput, ProposePaymentInput, RefusalInput, ReservesInput } from '../../../contract/settlement.ts';
import { ClaimMoneyViewSchema, type LetterView } from '../../../contract/settlement-view.ts';
import { apiGet, apiPost, apiPut } from '../api/client.ts';
import { downloadFile } from '../api/download.ts';

const moneyPath = (claimFileNo: string) => `/settlement/claim-files/${encodeURIComponent(claimFileNo)}`;
const onVersion = (version: number) => ({ ifMatch: version });

/** A claim's money as the claim file page shows it; its version is the answer's ETag, repeated in the body. */
export const fetchClaimMoney = (claimFileNo: string) => apiGet(moneyPath(claimFileNo), ClaimMoneyViewSchema);

/** Every change names the version it was made on (If-Match) and is answered with the money as it is now. */
export const saveReserves = (claimFileNo: string, version: number, input: ReservesInput) =>
  apiPut(`${moneyPath(claimFileNo)}/reserves`, input, ClaimMoneyViewSchema, onVersion(version));
export const saveFigure = (claimFileNo: string, version: number, input: FigureInput) =>
  apiPut(`${moneyPath(claimFileNo)}/figure`, input, ClaimMoneyViewSchema, onVersion(version));
export const sendOffer = (claimFileNo: string, version: number, language: Language) =>
  apiPost(`${moneyPath(claimFileNo)}/offer`, { language }, ClaimMoneyViewSchema, onVersion(version));
export const sendRefusal = (claimFileNo: string, version: number, input: RefusalInput) =>
  apiPost(`${moneyPath(claimFileNo)}/refusal`, input, ClaimMoneyViewSchema, onVersion(version));
export const proposePayment = (claimFileNo: string, version: number, input: ProposePaymentInput) =>
  apiPost(`${moneyPath(claimFileNo)}/payments`, input, ClaimMoneyViewSchema, onVersion(version));

/**
 * A letter's PDF, as a claim document is downloaded: the route wants the session's token, so it
 * cannot be a plain link. The view gives the address under /api, which the client adds itself.
 */
export const downloadLetter = (letter: LetterView) => downloadFile(letter.pdf_href.replace(/^\/api(?=\/)/, ''));
