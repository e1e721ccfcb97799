import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const pages = ['/workflow', '/workflow/claim-file/DEMO000789', '/workflow/new', '/user/profile'];
for (const lang of ['en', 'ro']) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/Username/).fill('handler');
  await page.getByLabel(/Password/).fill('Safe-Claims-2026!');
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL(/shortlist/);
  for (const width of [400, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const p of pages) {
      await page.goto(`${base}${lang === 'ro' ? '/ro' : ''}${p}`);
      await page.waitForTimeout(2500);
      const name = `${lang}-${width}-${p.replace(/\//g, '_')}.png`;
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
    }
  }
  await ctx.close();
}
await browser.close();
console.log('done');
