import type { Page, Request } from '@playwright/test';

/**
 * What a page's loading got wrong, watched from one `reset` (just before it is opened) to the
 * next: a failed or aborted request, an answer of 400 or more, a console error, and how many times
 * it asked for /api/version before the second notification poll (the poll, every 2 s in these
 * tests, asks again by design).
 */
export function watchPageLoads(page: Page) {
  let problems: string[] = [];
  let versionRequests = 0;
  let polls = 0;
  // Only the opened page's own requests: opening it aborts what the page before still had under
  // way, which may have started after `reset`, until the new page took the frame.
  let ours = new WeakSet<Request>();
  let opening = false;
  const newPage = () => {
    ours = new WeakSet();
    versionRequests = 0;
    polls = 0;
  };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !opening) return;
    opening = false;
    newPage();
  });
  page.on('request', (request) => {
    ours.add(request);
    const url = request.url();
    if (url.endsWith('/api/config/users/browseNotifications')) polls++;
    if (url.endsWith('/api/version') && polls < 2) versionRequests++;
  });
  // Judged when asked, not when reported: Chromium may report the page before's requests as
  // aborted by the opening just before it reports the opening itself.
  let failed: Request[] = [];
  page.on('requestfailed', (request) => {
    failed.push(request);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return {
    reset() {
      newPage();
      opening = true;
      problems = [];
      failed = [];
    },
    /** What went wrong since the last reset, the version asked other than once among it. */
    problems(): string[] {
      const found = [
        ...failed
          .filter((request) => ours.has(request))
          .map((request) => `failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
        ...problems,
      ];
      return versionRequests === 1 ? found : [...found, `asked /api/version ${versionRequests} times`];
    },
  };
}
