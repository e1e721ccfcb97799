import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WORKLIST_FILTER, type WorklistFilter } from '../../../contract/assignments.ts';
import { saveWorklistFilter } from '../assignments/api.ts';
import { refreshTokens } from '../auth/refresh.ts';
import { signIn } from '../auth/sign-in.ts';
import { clearSession } from './session.ts';
import { loadWorklistFilter, setWorklistFilter } from './worklist-filter.ts';

// Runs in Chromium against the real API. handler2 is this file's own user: nobody else saves its filter.
const PASSWORD = 'Safe-Claims-2026!';
const assessments: WorklistFilter = { ...DEFAULT_WORKLIST_FILTER, assignment_type: 'assessment' };
const closedInspections: WorklistFilter = {
  ...DEFAULT_WORKLIST_FILTER,
  assignment_type: 'vehicle_inspection',
  category_code: 'closed',
};
/** What the server keeps for the signed-in person, as a renewal brings it back. */
const savedOnServer = async () => (await refreshTokens())?.profile.user_metadata.worklist_filter;

afterEach(() => clearSession());

describe('the worklist filter in the browser', () => {
  it('keeps the newest of quick changes on the server, whatever order the saves would arrive in', async () => {
    await signIn('handler2', PASSWORD);
    const choices = (['vehicle_inspection', 'assessment', 'appointment', null, 'claim_notification'] as const).map(
      (type, i): WorklistFilter => ({ ...DEFAULT_WORKLIST_FILTER, filter_keys: i % 2 ? 1 : 0, assignment_type: type }),
    );
    for (const choice of choices) setWorklistFilter(choice);
    await expect.poll(savedOnServer).toEqual(choices.at(-1));
    expect(loadWorklistFilter()).toEqual(choices.at(-1));
  });

  it('a renewal of the tokens keeps the filter this tab holds, even when the server has another', async () => {
    await signIn('handler2', PASSWORD);
    setWorklistFilter(assessments);
    await expect.poll(savedOnServer).toEqual(assessments);
    // Another tab of the same person chooses differently.
    await saveWorklistFilter(closedInspections);

    const renewed = await refreshTokens();

    expect(renewed?.profile.user_metadata.worklist_filter).toEqual(closedInspections);
    expect(loadWorklistFilter()).toEqual(assessments);
  });

  it("a sign-in starts from the saved filter of whoever signs in, not the tab's previous person", async () => {
    await signIn('handler2', PASSWORD);
    setWorklistFilter(closedInspections);
    await expect.poll(savedOnServer).toEqual(closedInspections);
    clearSession();
    // A fresh tab: the sign-in brings the saved filter.
    await signIn('handler2', PASSWORD);
    expect(loadWorklistFilter()).toEqual(closedInspections);

    // Someone else signs in on the same tab without signing out first: none of handler2's filter stays.
    await signIn('handler', PASSWORD);
    const handlersOwn = (await savedOnServer()) ?? DEFAULT_WORKLIST_FILTER;
    expect(loadWorklistFilter()).toEqual(handlersOwn);
  });
});
