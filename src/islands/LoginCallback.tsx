import { useEffect, useState } from 'react';
import { destinationAfterSignIn, signInExternal } from '../lib/auth/sign-in.ts';
import { loginUrl } from '../lib/auth/paths.ts';

export const LOGIN_CALLBACK_MESSAGE_KEYS = [
  'loginCallback.loading',
  'loginCallback.success',
  'loginCallback.toLogin',
  'login.error.external',
] as const;

interface Props {
  messages: Record<(typeof LOGIN_CALLBACK_MESSAGE_KEYS)[number], string>;
}

type State = 'loading' | 'success' | 'failed';

/**
 * /logincallback?access_token=&org_code= (spec.md section 4): loading, then success or failed. The
 * token leaves the address bar at once, so it is not kept in history or shown to onlookers.
 */
export default function LoginCallback({ messages: m }: Props) {
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const accessToken = params.get('access_token');
    const orgCode = params.get('org_code');
    history.replaceState(null, '', location.pathname);
    if (!accessToken || !orgCode) {
      setState('failed');
      return;
    }
    signInExternal(accessToken, orgCode)
      .then((auth) => {
        setState('success');
        location.assign(destinationAfterSignIn(auth, null));
      })
      .catch(() => setState('failed'));
  }, []);

  if (state === 'loading') return <p role="status">{m['loginCallback.loading']}</p>;
  if (state === 'success') return <p role="status">{m['loginCallback.success']}</p>;
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
        {m['login.error.external']}
      </p>
      <a href={loginUrl('/')} className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white">
        {m['loginCallback.toLogin']}
      </a>
    </div>
  );
}
