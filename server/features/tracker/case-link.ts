import { createHmac, timingSafeEqual } from 'node:crypto';
import { languagePrefix, type Language } from '../../../contract/languages.ts';

/** Where the visitor's pages live, in a language, for an organisation. */
export const publicLink = (origin: string, language: Language, path: string, orgCode: string) =>
  `${origin}${languagePrefix(language)}${path}?org_code=${encodeURIComponent(orgCode)}`;

/**
 * The key a tracker link in our own messages carries (`k`): derived from the case number with the
 * server's secret, so only someone who received a message about the case holds it. It opens no
 * case by itself (the code still does that); it lets its holder ask for a code even when their
 * network has asked for many (a shared office or mobile network), since the limits per case hold
 * anyway. An unknown number never has a key that passes.
 */
export const caseLinkKey = (secret: string, caseNo: string): string =>
  createHmac('sha256', secret).update(`tracker-link:${caseNo}`).digest().subarray(0, 16).toString('base64url');

/** Whether `key` is the link key of `caseNo`, compared in constant time. */
export function isCaseLinkKey(secret: string, caseNo: string, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(caseLinkKey(secret, caseNo));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where tracker links point (the public origin) and the secret their keys derive from. */
export interface CaseLinkSettings {
  origin: string;
  secret: string;
}

/** A tracker case's address in a message: its language, its insurer and its link key. */
export function trackerCaseLink(
  link: CaseLinkSettings & { language: Language; caseNo: string; orgCode: string },
): string {
  const page = publicLink(link.origin, link.language, `/status/${encodeURIComponent(link.caseNo)}`, link.orgCode);
  return `${page}&k=${caseLinkKey(link.secret, link.caseNo)}`;
}

/** The tracker links of one installation's messages, by language, case and insurer. */
export const trackerLinksOf =
  (config: { publicOrigin: string; tokenSecret: string }) => (language: Language, caseNo: string, orgCode: string) =>
    trackerCaseLink({ origin: config.publicOrigin, secret: config.tokenSecret, language, caseNo, orgCode });
