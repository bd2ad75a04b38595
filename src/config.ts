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
  /** Failed key checks allowed per client address and rate-limit window before 429. */
  authFailMax: number;
  /** Host (and optional port) for the HTTPS redirect's Location; never taken from `X-Forwarded-Host`. */
  publicHost: string | null;
  /** Proxies whose `X-Forwarded-For` names the client (Fastify `trustProxy`: addresses, CIDRs, `loopback`); none by default. */
  trustProxy: string | null;
  /** Time allowed to receive a request's headers, and the whole request (Node's headersTimeout, requestTimeout). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Idle keep-alive socket lifetime and the cap on requests served over one socket. */
  keepAliveTimeoutMs: number;
  maxRequestsPerSocket: number;
  /** Open connections accepted at once; more are refused. */
  maxConnections: number;
  /** After SIGTERM/SIGINT: how long in-flight requests may take before the remaining sockets are closed. */
  shutdownGraceMs: number;
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

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: what a redirect may name. */
export const HOST_PATTERN =
  /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,126}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

function hostName(env: Env, name: string): string | null {
  const raw = str(env, name);
  if (raw !== null && !HOST_PATTERN.test(raw))
    throw new UsageError(`Environment variable ${name} must be a host name with an optional port.`);
  return raw;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** Builds the frozen configuration from an environment and command-line overrides. */
export function loadConfig(
  env: Env,
  overrides: Partial<Config> = {},
  cwd = process.cwd(),
): Readonly<Config> {
  const provider = str(env, 'OHDS_MODEL_PROVIDER') ?? 'rules';
  if (provider !== 'rules' && provider !== 'openai') {
    throw new UsageError('Environment variable OHDS_MODEL_PROVIDER must be rules or openai.');
  }
  const dataDir =
    str(env, 'OHDS_DATA_DIR') ??
    join(str(env, 'XDG_DATA_HOME') ?? join(homedir(), '.local', 'share'), 'ohds');
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
    authFailMax: int(env, 'OHDS_AUTH_FAIL_MAX', 30, 1, 1_000_000),
    publicHost: hostName(env, 'OHDS_PUBLIC_HOST'),
    trustProxy: str(env, 'OHDS_TRUST_PROXY'),
    headersTimeoutMs: int(env, 'OHDS_HEADERS_TIMEOUT_MS', 10_000, 1000, 600_000),
    requestTimeoutMs: int(env, 'OHDS_REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    keepAliveTimeoutMs: int(env, 'OHDS_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    maxRequestsPerSocket: int(env, 'OHDS_MAX_REQUESTS_PER_SOCKET', 1_000, 0, 1_000_000),
    maxConnections: int(env, 'OHDS_MAX_CONNECTIONS', 1_024, 1, 1_000_000),
    shutdownGraceMs: int(env, 'OHDS_SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    logLevel: str(env, 'OHDS_LOG_LEVEL') ?? 'info',
    modelProvider: provider,
    model: str(env, 'OHDS_MODEL') ?? 'gpt-4o-mini',
    modelBaseUrl: str(env, 'OHDS_MODEL_BASE_URL'),
    openaiApiKey: str(env, 'OPENAI_API_KEY'),
    modelConcurrency: int(env, 'OHDS_MODEL_CONCURRENCY', 4, 1, 256),
    modelTimeoutMs: int(env, 'OHDS_MODEL_TIMEOUT_MS', 120_000, 100, 600_000),
    modelRetries: int(env, 'OHDS_MODEL_RETRIES', 2, 0, 10),
    redisUrl: str(env, 'OHDS_REDIS_URL'),
    noColor: env.NO_COLOR !== undefined && env.NO_COLOR !== '',
  };
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    throw new UsageError(
      'Environment variable OHDS_HEADERS_TIMEOUT_MS must not exceed OHDS_REQUEST_TIMEOUT_MS.',
    );
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) (config as unknown as Record<string, unknown>)[key] = value;
  }
  return Object.freeze(config);
}
