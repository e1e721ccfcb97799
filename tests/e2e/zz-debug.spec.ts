import { test } from '@playwright/test';
import { readPage } from './language-checks.ts';
import { signInByApi } from './helpers.ts';
test('debug', async ({ page }) => {
  await signInByApi(page, 'admin');
  for (const path of ['/ro/workflow/claim-file/DOS000082', '/ro/assignments/view/' + 'X']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const r = await readPage(page);
    const lines = r.text.split('\n').filter((l) => /(?<![\p{L}-])(the|from|Note)(?![\p{L}-])/u.test(l));
    console.log(path, JSON.stringify(lines.slice(0, 25), null, 1));
  }
});
