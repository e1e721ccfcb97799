import { atom } from 'nanostores';
import { destinationAfterSignIn, signInExternal } from './sign-in.ts';

export type LoginCallbackState = 'loading' | 'success' | 'failed';

/**
 * /logincallback?access_token=&org_code= (spec.md section 4): signs in with the partner's token,
 * then goes where the sign-in leads; without both parameters, or refused, it has failed. The
 * island takes the token out of the address bar before this store is entered.
 */
export function createLoginCallbackPage(navigate: (url: string) => void = (url) => location.assign(url)) {
  const $state = atom<LoginCallbackState>('loading');
  return {
    $state,
    async signIn(accessToken: string | null, orgCode: string | null): Promise<void> {
      if (!accessToken || !orgCode) {
        $state.set('failed');
        return;
      }
      try {
        const auth = await signInExternal(accessToken, orgCode);
        $state.set('success');
        navigate(destinationAfterSignIn(auth, null));
      } catch {
        $state.set('failed');
      }
    },
  };
}
