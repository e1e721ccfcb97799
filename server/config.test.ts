import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const root = mkdtempSync(join(tmpdir(), 'claims-config-'));
let count = 0;
const tempDir = () => join(root, String(count++));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('configuration', () => {
  it('starts in development with nothing set', () => {
    const dataDir = tempDir();
    const config = loadConfig({}, { dataDir });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'sqlite:data/claims.sqlite',
      appEnv: 'development',
      envLabel: 'DEV',
      envLabelColor: '#ff9800',
      publicOrigin: 'http://localhost:8080',
      isProduction: false,
    });
    // The generated secret is kept, private to the owner, and reused by the next start.
    const file = join(dataDir, 'token-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(config.tokenSecret);
    expect(config.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({}, { dataDir }).tokenSecret).toBe(config.tokenSecret);
  });

  it('refuses to start in production without TOKEN_SECRET, saying what to do', () => {
    expect(() => loadConfig({ APP_ENV: 'production' }, { dataDir: tempDir() })).toThrow(
      /TOKEN_SECRET: required when APP_ENV=production/,
    );
  });

  it('takes every variable from the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://claims:claims@db.internal:5432/claims',
      APP_ENV: 'production',
      ENV_LABEL: 'UAT',
      ENV_LABEL_COLOR: '#00aa00',
      TOKEN_SECRET: 'x'.repeat(40),
      PUBLIC_ORIGIN: 'https://claims.example.com/',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://claims:claims@db.internal:5432/claims',
      isProduction: true,
      envLabel: 'UAT',
      envLabelColor: '#00aa00',
      tokenSecret: 'x'.repeat(40),
      publicOrigin: 'https://claims.example.com',
    });
  });

  it('has no environment label in production unless one is set', () => {
    expect(loadConfig({ APP_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) }).envLabel).toBe('');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number.'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535.'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be sqlite:<file path>'],
    [{ APP_ENV: 'staging' }, 'APP_ENV must be development or production.'],
    [{ ENV_LABEL_COLOR: 'orange' }, 'ENV_LABEL_COLOR must be a colour like #ff9800.'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET must be at least 32 characters.'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN must be a URL'],
    [{ PUBLIC_ORIGIN: 'https://claims.example.com/app' }, 'PUBLIC_ORIGIN is an origin only'],
  ])('names the variable and the rule for %o', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env, { dataDir: tempDir() });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(message);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', ENV_LABEL_COLOR: '' }, { dataDir: tempDir() })).toMatchObject({
      port: 8080,
      envLabelColor: '#ff9800',
    });
  });
});
