import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DEV_SECRET_FILE = 'app-secret';
const MIN_SECRET_LENGTH = 32;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Candor <no-reply@candor.local>'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  DEMO_MODE: z.enum(['true', 'false']).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  AI_PROVIDER: z
    .enum(['none', 'openai-compatible', 'openai', 'anthropic', 'bedrock'], {
      error: 'must be one of none, openai-compatible, openai, anthropic, bedrock',
    })
    .default('none'),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(1000, 'must be at least 1000 (1 s)')
    .max(600_000, 'must be at most 600000 (10 min)')
    .default(30_000),
  AWS_REGION: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  appSecret: string;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** The built SPA to serve, or null to serve the API only. */
  webDistDir: string | null;
  /** SMTP delivery; without it mail is kept in the outbox table. */
  smtpUrl: string | null;
  mailFrom: string;
  session: { idleMinutes: number; maxHours: number };
  /**
   * Seeds a demo organisation and offers one-click demo sign-in (`/?demo=true`). On by default
   * outside production; refused with NODE_ENV=production.
   */
  demoMode: boolean;
  /** Redis for the realtime adapter, so several API processes share events; null for one process. */
  redisUrl: string | null;
  /**
   * The origins a browser may send state-changing requests and realtime handshakes from (see
   * `allowedOriginsFor`).
   */
  allowedOrigins: readonly string[];
  /** The language model the assistant may use; `none` answers from templates over the findings. */
  ai: AiConfig;
};

export type AiConfig =
  | { provider: 'none' }
  | {
      provider: 'openai-compatible' | 'openai' | 'anthropic' | 'bedrock';
      model: string;
      baseUrl: string | null;
      apiKey: string | null;
      timeoutMs: number;
      aws: {
        region: string;
        accessKeyId: string | null;
        secretAccessKey: string | null;
        sessionToken: string | null;
      } | null;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultWebDist = path.resolve(apiRoot, '../web/dist');

/**
 * Reads and validates the environment. Outside production a missing APP_SECRET is generated
 * once and kept in DATA_DIR, so sessions and encrypted files survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  let appSecret = e.APP_SECRET;
  if (!appSecret) {
    if (production) throw new ConfigError(['APP_SECRET: required in production (at least 32 characters)']);
    appSecret = readOrCreateDevSecret(dataDir);
  } else if (production && appSecret === readDevSecret(dataDir)) {
    throw new ConfigError(['APP_SECRET: the generated development secret cannot be used in production']);
  }

  // Demo mode offers one-click sign-in to anyone: never on a production installation.
  if (production && e.DEMO_MODE === 'true') {
    throw new ConfigError([
      'DEMO_MODE: demo mode cannot run with NODE_ENV=production (anyone could sign in as a demo user); set DEMO_MODE=false or remove it',
    ]);
  }

  const ai = aiConfigOf(e);

  const webDistDir = e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    appSecret,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    demoMode: e.DEMO_MODE ? e.DEMO_MODE === 'true' : !production,
    redisUrl: e.REDIS_URL ?? null,
    allowedOrigins: allowedOriginsFor(publicUrl, { explicit: e.PUBLIC_URL !== undefined }),
    ai,
  };
}

/** The assistant's provider: every variable it needs is present, or boot stops saying which is missing. */
function aiConfigOf(e: z.infer<typeof envSchema>): AiConfig {
  if (e.AI_PROVIDER === 'none') return { provider: 'none' };
  const problems: string[] = [];
  if (!e.AI_MODEL) problems.push(`AI_MODEL: required with AI_PROVIDER=${e.AI_PROVIDER} (the model's name)`);
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    problems.push(
      'AI_BASE_URL: required with AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1 for Ollama)',
    );
  }
  if ((e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic') && !e.AI_API_KEY) {
    problems.push(`AI_API_KEY: required with AI_PROVIDER=${e.AI_PROVIDER}`);
  }
  if (e.AI_PROVIDER === 'bedrock') {
    if (!e.AWS_REGION) problems.push('AWS_REGION: required with AI_PROVIDER=bedrock');
    if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
      problems.push(
        'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credential chain',
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    provider: e.AI_PROVIDER,
    model: e.AI_MODEL ?? '',
    baseUrl: e.AI_BASE_URL ?? null,
    apiKey: e.AI_API_KEY ?? null,
    timeoutMs: e.AI_TIMEOUT_MS,
    aws:
      e.AI_PROVIDER === 'bedrock'
        ? {
            region: e.AWS_REGION ?? '',
            accessKeyId: e.AWS_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY ?? null,
            sessionToken: e.AWS_SESSION_TOKEN ?? null,
          }
        : null,
  };
}

/** An empty or blank variable (`NODE_ENV=`) means the same as an unset one. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins Candor's own pages may be opened at. An explicit PUBLIC_URL is the one origin;
 * without it the server runs on this machine, where localhost, 127.0.0.1 and [::1] on the same
 * port all reach it.
 */
export function allowedOriginsFor(publicUrl: string, options: { explicit: boolean }): string[] {
  const url = new URL(publicUrl);
  if (options.explicit || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const loopback = new URL(url.origin);
    loopback.hostname = host;
    return loopback.origin;
  });
}

function readDevSecret(dataDir: string): string | null {
  const file = path.join(dataDir, DEV_SECRET_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

function readOrCreateDevSecret(dataDir: string): string {
  const existing = readDevSecret(dataDir);
  if (existing && existing.length >= MIN_SECRET_LENGTH) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path.join(dataDir, DEV_SECRET_FILE), `${secret}\n`, { mode: 0o600 });
  return secret;
}
