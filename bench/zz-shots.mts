import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser-settings.ts';

const base = 'http://localhost:4399';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots: [string, string, string, number][] = JSON.parse(process.argv[2]!);
for (const [user, path, file, width] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(file, 'console:', m.text()));
  const res = await page.request.post(`${base}/api/auth/appToken`, { data: { username: user, password: 'Safe-Claims-2026!' } });
  if (res.status() !== 200) console.log('sign-in', res.status());
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/${file}.png`, fullPage: true });
  await context.close();
}
await browser.close();
