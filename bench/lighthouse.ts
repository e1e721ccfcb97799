import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser-settings.ts';
import { LIGHTHOUSE_CLI } from './bench-packages.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The parts of Lighthouse's JSON report that the bench reads. */
interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/**
 * Lighthouse's lab run of one page in Debian's Chromium with its default mobile emulation
 * (a mid-range phone, slow 4G, 4x CPU slowdown): the performance and accessibility scores and
 * the three figures the pages have targets for (LCP, TBT, CLS).
 */
export async function lighthouseOf(url: string, extraHeaders: Record<string, string> = {}): Promise<LighthouseFigures> {
  // Now and then a run ends without a trace to score (Lighthouse reports a runtime error and no
  // metrics); such a run is repeated rather than counted as a score of 0.
  for (let attempt = 1; ; attempt++) {
    const figures = await oneRun(url, extraHeaders);
    if (!Number.isNaN(figures.lcpMs) || attempt === 3) return figures;
  }
}

async function oneRun(url: string, extraHeaders: Record<string, string>): Promise<LighthouseFigures> {
  const lhr = await lighthouseReport(url, extraHeaders);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse's own command line, which launches Chromium, runs and closes it. Being a program and
 * not an import, it keeps Lighthouse out of the app's type check and install. A run that ends in
 * a runtime error still prints its report (without metrics) before it exits non-zero.
 */
function lighthouseReport(url: string, extraHeaders: Record<string, string>): Promise<LighthouseReport> {
  // To a file: a large report written to a pipe was cut short when the program exited.
  const dir = mkdtempSync(join(tmpdir(), 'claims-lighthouse-'));
  const reportPath = join(dir, 'report.json');
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    `--output-path=${reportPath}`,
    '--only-categories=performance,accessibility',
    // The run through the TLS proxy uses a certificate made for it (bench/tls-proxy.ts).
    `--chrome-flags=${[...CHROMIUM_ARGS, '--headless=new', '--ignore-certificate-errors'].join(' ')}`,
    '--quiet',
    '--no-enable-error-reporting',
    ...(Object.keys(extraHeaders).length > 0 ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
  ];
  const cli = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
  });
  let stdout = '';
  let stderr = '';
  cli.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    cli.once('error', reject);
    cli.once('close', (code) => {
      const report = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
      rmSync(dir, { recursive: true, force: true });
      if (report.trimStart().startsWith('{')) resolve(JSON.parse(report) as LighthouseReport);
      else
        reject(new Error(`Lighthouse on ${url} exited with ${code} and no report: ${stderr.trim()} ${stdout.trim()}`));
    });
  });
}
