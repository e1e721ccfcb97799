import { $session, storedSession, WORKLIST_FILTER_KEY } from './session-store.ts';

/**
 * The worklist filter is saved in the session at sign-in. A renewal of the same person's tokens
 * keeps the filter the tab already has: the profile's copy may be older (a save still on its way,
 * or another tab's choice), and overwriting it would undo what the person just chose. Another
 * person in this tab (sign-in, acting for a colleague) starts from their own filter. A session
 * read back from storage on load is not new: nothing changes then.
 */
$session.listen((session) => {
  const previous = storedSession();
  if (!session || previous?.idToken === session.idToken) return;
  if (previous?.profile.user_id === session.profile.user_id && sessionStorage.getItem(WORKLIST_FILTER_KEY)) return;
  const filter = session.profile.user_metadata.worklist_filter;
  if (filter) sessionStorage.setItem(WORKLIST_FILTER_KEY, JSON.stringify(filter));
  else sessionStorage.removeItem(WORKLIST_FILTER_KEY);
});
