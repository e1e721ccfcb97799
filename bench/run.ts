import { fileURLToPath } from 'node:url';
import { LOW_PRIORITY } from '../server/workers/thread-priority.ts';
import { ensureSiteBuilt } from '../server/site-build.ts';
import { ensureBenchPackages } from './bench-packages.ts';
import { apiVersionVsBareNodeHttp } from './lines/api-version-vs-bare-node-http.ts';
import { trackerLookupsVsApiVersion, trackerP99AtFixedRateVsApiVersion } from './lines/tracker-vs-api-version.ts';
import { worklistPageVsApiVersion } from './lines/worklist-page-vs-api-version.ts';
import { claimFilePageVsApiVersion } from './lines/claim-file-page-vs-api-version.ts';
import { freeSlotsVsApiVersion } from './lines/free-slots-vs-api-version.ts';
import { assessment200PartsVsApiVersion } from './lines/assessment-200-parts-vs-api-version.ts';
import { reportVsWorklistPage } from './lines/report-vs-worklist-page.ts';
import { staticShellVsNginx } from './lines/static-shell-vs-nginx.ts';
import { lighthouseLines } from './lines/lighthouse.ts';
import { argon2NodeCryptoVsNodeRs, loginsVsBareArgon2 } from './lines/logins-vs-bare-argon2.ts';
import { trackerP99BesideBareHashes, trackerP99BesideLogins } from './lines/tracker-p99-beside-sign-ins.ts';
import { trackerP99BesideIdlePriorityBusyLoops } from './lines/idle-priority-busy-loops.ts';
import { signInEventLoopCpuVsTrackerLookup } from './lines/sign-in-event-loop-cpu-vs-tracker-lookup.ts';
import { pageJsGzip } from './lines/page-js-gzip.ts';
import { startUpVsBareNodeHttp } from './lines/start-up-vs-bare-node-http.ts';
import { startServer } from './load.ts';
import { busyLoopsLine, signInsBesideBusyLoops } from './sign-ins-beside-busy-loops.ts';

/**
 * `npm run bench`: each figure is a ratio against a baseline measured in the same run, on the
 * same machine, so the numbers mean something on any hardware. Loopback only, bounded in time.
 * Each file in bench/lines/ prints the lines named after it; they run here in the order printed.
 */
ensureBenchPackages();
ensureSiteBuilt(fileURLToPath(new URL('..', import.meta.url)));
// `npm run bench -- lighthouse`: the Lighthouse lines and the pages' weights alone, after a change to the pages.
if (process.argv.includes('lighthouse')) {
  const app = await startServer('bench/serve-app.ts');
  try {
    await lighthouseLines(app);
  } finally {
    app.child.kill();
  }
  pageJsGzip();
  process.exit(0);
}
// Before the measured servers start, on a quiet machine: the server's own start and its memory.
await startUpVsBareNodeHttp();
const app = await startServer('bench/serve-app.ts');
const bare = await startServer('bench/serve-bare.ts');

try {
  await apiVersionVsBareNodeHttp(app, bare);
  await trackerLookupsVsApiVersion(app);
  await trackerP99AtFixedRateVsApiVersion(app);
  await worklistPageVsApiVersion(app);
  await claimFilePageVsApiVersion(app);
  await freeSlotsVsApiVersion(app);
  await assessment200PartsVsApiVersion(app);
  await reportVsWorklistPage(app);
  await staticShellVsNginx(app);
  await lighthouseLines(app);
  const hashRates = await loginsVsBareArgon2(app);
  await trackerP99BesideLogins(app);
  await trackerP99BesideBareHashes(app);
  // Sign-ins on a machine other programs keep busy: a normal-priority busy loop on every core.
  console.log(busyLoopsLine(await signInsBesideBusyLoops(LOW_PRIORITY)));
  await trackerP99BesideIdlePriorityBusyLoops(app);
  await signInEventLoopCpuVsTrackerLookup(app);
  argon2NodeCryptoVsNodeRs(hashRates);
} finally {
  app.child.kill();
  bare.child.kill();
}

pageJsGzip();
