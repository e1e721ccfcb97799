import { lazy, Suspense, useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { claimFormOrganisation } from '../../lib/guest/address.ts';
import type { GuestEntryMessages } from './guest-entry-keys.ts';

// Each address needs one of the two, never both: each loads when its address asks for it, which
// keeps a phone's first load of either page small (the claim form's page is held to 80 KB).
const FnolForm = lazy(() => import('../fnol/FnolForm.tsx').then((part) => ({ default: part.FnolForm })));
const GuestLinkEntry = lazy(() => import('./GuestLinkEntry.tsx').then((part) => ({ default: part.GuestLinkEntry })));

interface Props {
  lang: Language;
  messages: GuestEntryMessages;
}

/**
 * The guest address (spec.md section 2) is the claim form's when its key is an organisation's
 * code, a guest link's otherwise: this island opens the one its address names.
 */
export default function GuestEntry({ lang, messages: m }: Props) {
  // Read once mounted: the pre-rendered page has no address, and hydration must match it.
  const [opened, setOpened] = useState<{ claimFormOf: string | null } | null>(null);
  useEffect(() => setOpened({ claimFormOf: claimFormOrganisation(location.pathname) }), []);
  const loading = <p role="status">{m['app.loading']}</p>;
  if (!opened) return loading;
  return (
    <Suspense fallback={loading}>
      {opened.claimFormOf !== null ? (
        <FnolForm orgKey={opened.claimFormOf} lang={lang} messages={m} />
      ) : (
        <GuestLinkEntry lang={lang} messages={m} />
      )}
    </Suspense>
  );
}
