/**
 * The only reader of environment variables. Flags beat env, env beats defaults;
 * read once, validated, frozen, passed down.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { UsageError } from './errors.ts';

export type ModelProvider = 'rules' | 'openai';

export interface Config {
  /** Where `ohds data import` writes its index and the engines read it. */
  dataDir: string;
  /** Default `--from` of `ohds data import` (CI points it at ../shared/data). */
  dataSource: string | null;
  host: string;
  port: number;
  keysFile: string | null;
  requireHttps: boolean;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  logLevel: string;
  modelProvider: ModelProvider;
  model: string;
  modelBaseUrl: string | null;
  openaiApiKey: string | null;
  modelConcurrency: number;
  modelTimeoutMs: number;
  modelRetries: number;
  redisUrl: string | null;
  noColor: boolean;
}

export type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`Environment variable ${name} must be an integer from ${min} to ${max}.`);
  }
  return n;
}

function str(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** Builds the frozen configuration from an environment and command-line overrides. */
export function loadConfig(env: Env, overrides: Partial<Config> = {}, cwd = process.cwd()): Readonly<Config> {
  const provider = str(env, 'OHDS_MODEL_PROVIDER') ?? 'rules';
  if (provider !== 'rules' && provider !== 'openai') {
    throw new UsageError('Environment variable OHDS_MODEL_PROVIDER must be rules or openai.');
  }
  const dataDir = str(env, 'OHDS_DATA_DIR') ?? join(str(env, 'XDG_DATA_HOME') ?? join(homedir(), '.local', 'share'), 'ohds');
  const dataSource = str(env, 'OHDS_DATA_SOURCE');
  const config: Config = {
    dataDir: resolve(cwd, dataDir),
    dataSource: dataSource === null ? null : resolve(cwd, dataSource),
    host: str(env, 'OHDS_HOST') ?? '127.0.0.1',
    port: int(env, 'OHDS_PORT', 8080, 0, 65535),
    keysFile: str(env, 'OHDS_KEYS_FILE'),
    requireHttps: flag(env, 'OHDS_REQUIRE_HTTPS'),
    rateLimitMax: int(env, 'OHDS_RATE_LIMIT_MAX', 600, 1, 1_000_000),
    rateLimitWindowMs: int(env, 'OHDS_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    logLevel: str(env, 'OHDS_LOG_LEVEL') ?? 'info',
    modelProvider: provider,
    model: str(env, 'OHDS_MODEL') ?? 'gpt-4o-mini',
    modelBaseUrl: str(env, 'OHDS_MODEL_BASE_URL'),
    openaiApiKey: str(env, 'OPENAI_API_KEY'),
    modelConcurrency: int(env, 'OHDS_MODEL_CONCURRENCY', 4, 1, 256),
    modelTimeoutMs: int(env, 'OHDS_MODEL_TIMEOUT_MS', 120_000, 100, 600_000),
    modelRetries: int(env, 'OHDS_MODEL_RETRIES', 2, 0, 10),
    redisUrl: str(env, 'OHDS_REDIS_URL'),
    noColor: env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) (config as unknown as Record<string, unknown>)[key] = value;
  }
  return Object.freeze(config);
}
