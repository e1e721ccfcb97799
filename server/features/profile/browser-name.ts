/**
 * The browser and system behind a User-Agent ('Firefox', 'Windows'), for the list of sessions;
 * null for what it names nothing we know of. The order matters: Edge and Opera also say Chrome,
 * and Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chromium\//, 'Chromium'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function browserOfAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}
