import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { NOTIFICATION_POLL_MS } from '../contract/limits.ts';
import { OPERATIONS_ENV } from './config-operations.ts';
import type { LogLevel } from './logging.ts';
import {
  isTrustedProxiesValue,
  parseTrustedProxies,
  type ProxyTrust,
  TRUSTED_PROXIES_MESSAGE,
} from './http/trusted-proxies.ts';

/**
 * Configuration from the environment, validated once at start. Every variable is documented in
 * .env.example and docs/configuration.md; a wrong value stops the start with a message naming the variable.
 */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const MIN_SECRET_LENGTH = 32;

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number.'),
      v.transform(Number),
      v.number(),
      v.minValue(1, 'PORT must be between 1 and 65535.'),
      v.maxValue(65535, 'PORT must be between 1 and 65535.'),
    ),
    '8080',
  ),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(sqlite:.+|postgres(ql)?:\/\/.+)$/,
        'DATABASE_URL must be sqlite:<file path> (or sqlite::memory:) or a postgres:// URL.',
      ),
    ),
    'sqlite:data/claims.sqlite',
  ),
  APP_ENV: v.optional(
    v.picklist(['development', 'production'], 'APP_ENV must be development or production.'),
    'development',
  ),
  ENV_LABEL: v.optional(v.pipe(v.string(), v.maxLength(40, 'ENV_LABEL is at most 40 characters.'))),
  ENV_LABEL_COLOR: v.optional(
    v.pipe(v.string(), v.regex(HEX_COLOR, 'ENV_LABEL_COLOR must be a colour like #ff9800.')),
    '#ff9800',
  ),
  TOKEN_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.minLength(MIN_SECRET_LENGTH, `TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`),
    ),
  ),
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.url('PUBLIC_ORIGIN must be a URL such as https://claims.example.com.'),
      v.check(
        (s) => URL.canParse(s) && new URL(s).origin === s.replace(/\/$/, ''),
        'PUBLIC_ORIGIN is an origin only: scheme, host and port, no path.',
      ),
    ),
  ),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/.+/, 'SMTP_URL must be smtp://user:password@host:port or smtps://…')),
  ),
  SMTP_FROM: v.optional(
    v.pipe(v.string(), v.email('SMTP_FROM must be an e-mail address.')),
    'no-reply@claims.localhost',
  ),
  SMS_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.url('SMS_WEBHOOK_URL must be a URL.'))),
  TRUSTED_PROXIES: v.optional(v.pipe(v.string(), v.check(isTrustedProxiesValue, TRUSTED_PROXIES_MESSAGE))),
  // Trusting every X-Forwarded-For let a caller choose its own address: name the proxies instead.
  TRUST_PROXY: v.optional(
    v.literal(
      'false',
      'TRUST_PROXY is replaced by TRUSTED_PROXIES: name the proxies in front of the server (e.g. 127.0.0.1 or 10.0.0.0/8) or their number.',
    ),
  ),
  NOTIFICATION_POLL_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'NOTIFICATION_POLL_MS must be a whole number of milliseconds.'),
      v.transform(Number),
      v.minValue(1000, 'NOTIFICATION_POLL_MS must be at least 1000.'),
    ),
    String(NOTIFICATION_POLL_MS),
  ),
  ...OPERATIONS_ENV,
  DOCUMENTS_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.url('S3_ENDPOINT must be a URL such as https://s3.eu-central-1.amazonaws.com or http://minio:9000.'),
    ),
  ),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (lower-case letters, digits, dots and hyphens).',
      ),
    ),
  ),
  S3_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region such as eu-central-1.')),
    'us-east-1',
  ),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  AI_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('AI_BASE_URL must be the URL of an OpenAI-compatible API, e.g. http://localhost:11434/v1.'),
    ),
  ),
  AI_API_KEY: v.optional(v.string()),
  AI_WIDGET_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (list) =>
          list
            .split(',')
            .every(
              (origin) =>
                URL.canParse(origin.trim()) && new URL(origin.trim()).origin === origin.trim().replace(/\/$/, ''),
            ),
        'AI_WIDGET_ORIGINS is a comma-separated list of origins such as https://portal.example.com.',
      ),
    ),
  ),
  AI_MODEL: v.optional(v.pipe(v.string(), v.minLength(1))),
  AI_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'AI_TIMEOUT_MS must be a whole number of milliseconds.'),
      v.transform(Number),
      v.minValue(1000, 'AI_TIMEOUT_MS must be at least 1000.'),
    ),
    '30000',
  ),
  AI_DAILY_REQUESTS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'AI_DAILY_REQUESTS must be a whole number.'), v.transform(Number)),
    '100',
  ),
  AI_DAILY_TOKENS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'AI_DAILY_TOKENS must be a whole number.'), v.transform(Number)),
    '200000',
  ),
  AI_MAX_REPLY_CHARS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'AI_MAX_REPLY_CHARS must be a whole number.'),
      v.transform(Number),
      v.minValue(100, 'AI_MAX_REPLY_CHARS must be at least 100.'),
    ),
    '4000',
  ),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
});

type AppEnv = 'development' | 'production';

export interface AppConfig {
  port: number;
  databaseUrl: string;
  appEnv: AppEnv;
  envLabel: string;
  envLabelColor: string;
  tokenSecret: string;
  publicOrigin: string;
  isProduction: boolean;
  smtpUrl: string | null;
  smtpFrom: string;
  smsWebhookUrl: string | null;
  /** The proxies in front of the server, whose X-Forwarded-For entries are believed (none by default). */
  trustedProxies: ProxyTrust;
  /** How often browsers poll for notifications: 5 minutes, which tests shorten. */
  notificationPollMs: number;
  logLevel: LogLevel;
  metricsToken: string | null;
  shutdownGraceMs: number;
  /** The assistant's model (any OpenAI-compatible chat completions API), or null: no assistant. */
  ai: {
    baseUrl: string;
    apiKey: string | null;
    model: string;
    timeoutMs: number;
    dailyRequests: number;
    dailyTokens: number;
    maxReplyChars: number;
  } | null;
  /** Pages (origins) allowed to embed the assistant widget and call its API from the browser. */
  aiWidgetOrigins: string[];
  /** Where uploaded documents go: a folder, or an S3-compatible bucket when S3_BUCKET is set. */
  documents:
    | { kind: 'disk'; dir: string }
    | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export interface LoadConfigOptions {
  /** Where development keeps its generated token secret; the project's data/ by default. */
  dataDir?: string;
}

export function loadConfig(env: Record<string, string | undefined>, options: LoadConfigOptions = {}): AppConfig {
  // Blank variables count as unset, as they do in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(EnvSchema, present);
  if (!parsed.success) {
    throw new ConfigError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`));
  }
  const e = parsed.output;
  const isProduction = e.APP_ENV === 'production';
  if (isProduction && !e.TOKEN_SECRET) {
    throw new ConfigError([
      `TOKEN_SECRET: required when APP_ENV=production (at least ${MIN_SECRET_LENGTH} random characters, e.g. from \`openssl rand -base64 48\`).`,
    ]);
  }
  const tokenSecret = e.TOKEN_SECRET ?? developmentTokenSecret(options.dataDir ?? 'data');
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = e;
  if (bucket && !(endpoint && accessKeyId && secretAccessKey)) {
    throw new ConfigError(['S3_BUCKET: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed with it.']);
  }
  const documents: AppConfig['documents'] =
    bucket && endpoint && accessKeyId && secretAccessKey
      ? { kind: 's3', endpoint: endpoint.replace(/\/$/, ''), bucket, region: e.S3_REGION, accessKeyId, secretAccessKey }
      : { kind: 'disk', dir: e.DOCUMENTS_DIR ?? join(options.dataDir ?? 'data', 'documents') };
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    appEnv: e.APP_ENV,
    envLabel: e.ENV_LABEL ?? (isProduction ? '' : 'DEV'),
    envLabelColor: e.ENV_LABEL_COLOR,
    tokenSecret,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction,
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL ?? null,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    notificationPollMs: e.NOTIFICATION_POLL_MS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    documents,
    aiWidgetOrigins: (e.AI_WIDGET_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: e.AI_API_KEY ?? null,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
            dailyRequests: e.AI_DAILY_REQUESTS,
            dailyTokens: e.AI_DAILY_TOKENS,
            maxReplyChars: e.AI_MAX_REPLY_CHARS,
          }
        : null,
  };
}

/** Development keeps one generated secret under data/ so sessions survive a restart. */
function developmentTokenSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= MIN_SECRET_LENGTH) return saved;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
