import { useEffect, useState } from 'react';
import { parseGuestAddress, type GuestAddress } from '../lib/guest-address.ts';

interface Props {
  messages: {
    'guest.error.missingAddress': string;
    'guest.error.advice': string;
    'app.loading': string;
    'app.areaPending': string;
  };
}

type State = { kind: 'reading' } | { kind: 'missing' } | { kind: 'found'; address: GuestAddress };

/**
 * The guest entry (spec.md section 2): a key link opens one assignment. Without an assignment
 * type and key the page says the address does not exist and how to get a good link.
 */
export default function GuestEntry({ messages }: Props) {
  const [state, setState] = useState<State>({ kind: 'reading' });
  useEffect(() => {
    const address = parseGuestAddress(window.location.pathname);
    setState(address ? { kind: 'found', address } : { kind: 'missing' });
  }, []);

  if (state.kind === 'missing') {
    return (
      <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4" data-testid="guest-error">
        <p className="font-semibold text-red-900">{messages['guest.error.missingAddress']}</p>
        <p className="mt-1 text-gray-800">{messages['guest.error.advice']}</p>
      </div>
    );
  }
  // The key exchange itself comes with the guest issue; until then the page says so plainly.
  return (
    <p role="status" className="text-gray-700">
      {state.kind === 'reading' ? messages['app.loading'] : messages['app.areaPending']}
    </p>
  );
}
