import { expect, test } from '@playwright/test';
import { signInByApi, userMenu } from './helpers.ts';

test('a page left while its refresh is on the way hands the session on to the next page', async ({ page, context }) => {
  await signInByApi(page, 'handler');
  // The first refresh reaches the server (which spends the token at once), but its answer, with
  // the new cookie, comes back only after the person has already moved on to the next page.
  let first = true;
  await context.route('**/api/auth/refreshToken', async (route) => {
    if (!first) return route.continue();
    first = false;
    // Sent outside the browser, so that its new cookie reaches the browser only with the answer.
    const request = route.request();
    const answer = await fetch(request.url(), {
      method: 'POST',
      headers: await request.allHeaders(),
      body: request.postData(),
    });
    const body = await answer.text();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const headers = Object.fromEntries(answer.headers);
    // Playwright takes several cookies as lines of one header.
    headers['set-cookie'] = answer.headers.getSetCookie().join('\n');
    await route.fulfill({ status: answer.status, headers, body });
  });
  const refreshSent = page.waitForRequest('**/api/auth/refreshToken');
  await page.goto('/worklist');
  await refreshSent;
  await page.goto('/ro/shortlist');
  await expect(page).toHaveURL(/\/ro\/assignments\/shortlist$/);
  await userMenu(page, 'Elena Handler');
});
