import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createLoginCallbackPage } from '../../lib/auth/login-callback-page.ts';
import { loginUrl } from '../../lib/auth/paths.ts';

export const LOGIN_CALLBACK_MESSAGE_KEYS = [
  'loginCallback.loading',
  'loginCallback.success',
  'loginCallback.toLogin',
  'login.error.external',
] as const;

interface Props {
  messages: Record<(typeof LOGIN_CALLBACK_MESSAGE_KEYS)[number], string>;
}

/**
 * /logincallback?access_token=&org_code= (spec.md section 4): loading, then success or failed. The
 * token leaves the address bar at once, so it is not kept in history or shown to onlookers.
 */
export default function LoginCallback({ messages: m }: Props) {
  const [page] = useState(() => createLoginCallbackPage());
  const state = useStore(page.$state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read, and cleared, once.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    history.replaceState(null, '', location.pathname);
    void page.signIn(params.get('access_token'), params.get('org_code'));
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
