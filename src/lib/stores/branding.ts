import { atom } from 'nanostores';
import type { Branding } from '../../../contract/branding.ts';
import { brandingCssVariables, DEFAULT_BRANDING, PLATFORM_TITLE } from '../../../contract/branding-values.ts';
import { $session } from './session-store.ts';

/** The organisation's branding; the platform's defaults until a profile says otherwise. */
export const $branding = atom<Branding>(DEFAULT_BRANDING);

export function setBranding(branding: Partial<Branding>): void {
  $branding.set({ ...DEFAULT_BRANDING, ...branding });
}

/**
 * The signed-in organisation's branding follows the session, and is kept in the form the pages'
 * first inline script applies before anything is painted (BaseLayout), so a reload never flashes
 * the default colours.
 */
$session.listen((session) => {
  if (!session) return;
  const { branding } = session.profile;
  sessionStorage.setItem('claims.brandingVars', JSON.stringify(brandingCssVariables(branding)));
  sessionStorage.setItem('claims.brandTitle', branding.short_name || PLATFORM_TITLE);
  sessionStorage.setItem('claims.brandTheme', branding.theme);
  setBranding(branding);
});
