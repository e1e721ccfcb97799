import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { fetchAssignment } from '../assignments/api.ts';
import type { Loader } from '../pages/loader.ts';

/** Shows the assignment again after a booking change (its timeline names it), without a loading state. */
export const refreshAssignment = (loader: Loader<AssignmentDetail>, id: string) => () =>
  void fetchAssignment(id).then(loader.set, () => undefined);
