import { runHashJob } from './hash-job.ts';
import { lowPriorityJobs } from './low-priority-job.ts';

/** One password-hashing thread of the hash pool, at low CPU priority. */
export default lowPriorityJobs(runHashJob);
