import { useEffect } from 'react';
import { ensureSession } from '../../lib/auth/ensure-session.ts';
import { localized, loginUrl } from '../../lib/auth/paths.ts';

interface Props {
  messages: { 'home.redirecting': string };
}

/** /home (spec.md section 2): the dashboard when signed in, sign-in otherwise. */
export default function HomeRedirect({ messages }: Props) {
  useEffect(() => {
    void ensureSession().then((session) => {
      const search = location.search;
      location.replace(
        session ? localized('/assignments/shortlist', session.profile.language) : `${loginUrl('/')}${search}`,
      );
    });
  }, []);
  return <p role="status">{messages['home.redirecting']}</p>;
}
