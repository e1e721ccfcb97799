/** How every test drives Debian's Chromium: Playwright cannot download a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Port of the API the browser unit tests talk to (through the test page's proxy). */
export const BROWSER_API_PORT = Number(process.env.BROWSER_API_PORT ?? 4327);
