/**
 * Counters in Redis (`OHDS_REDIS_URL`), so every `ohds serve` instance enforces one rate limit and one
 * balance. Each operation is one Lua script, atomic on the server. Commands are never queued while Redis is
 * away (`enableOfflineQueue: false`) and time out after a second, so a request fails fast with 503
 * `ServiceUnavailable`; the client keeps reconnecting and service resumes when Redis returns.
 * Key names carry the consumer in a hash tag (`ohds:{c-1}:…`) so one reservation stays in one cluster slot.
 */
import { Redis } from 'ioredis';
import { ServiceUnavailable } from '../errors.ts';
import type { Charge, CounterStore, ReserveResult } from './counters.ts';

/** KEYS[1]; ARGV[1] window ms. Returns {count, ttl ms}. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** KEYS counters; ARGV[1] amount, ARGV[1+i] limit (-1 none), ARGV[1+n+i] expire-at ms (0 none). Returns {refused index or 0, used...}. */
const RESERVE = `
local amount = tonumber(ARGV[1])
local n = #KEYS
local used = {}
for i = 1, n do used[i] = tonumber(redis.call('GET', KEYS[i]) or '0') end
for i = 1, n do
  local limit = tonumber(ARGV[1 + i])
  if limit >= 0 and used[i] + amount > limit then
    table.insert(used, 1, i)
    return used
  end
end
for i = 1, n do
  used[i] = redis.call('INCRBY', KEYS[i], amount)
  local at = tonumber(ARGV[1 + n + i])
  if at > 0 then redis.call('PEXPIREAT', KEYS[i], at) end
end
table.insert(used, 1, 0)
return used`;

/** KEYS counters; ARGV[1] amount. Counters that expired stay gone; none goes below zero. */
const RELEASE = `
for i = 1, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then
    local v = redis.call('DECRBY', KEYS[i], ARGV[1])
    if v < 0 then redis.call('INCRBY', KEYS[i], -v) end
  end
end
return 0`;

/** Scripts defined without a fixed key count take it as their first argument. */
type Script = (...args: Array<string | number>) => Promise<unknown>;
interface Scripts {
  ohdsHit: Script;
  ohdsReserve: Script;
  ohdsRelease: Script;
}

export interface RedisStoreOptions {
  /** Called once per outage (connection lost or refused), with a message free of credentials. */
  onDown?: (message: string) => void;
  /** Called when the connection is ready again after an outage. */
  onUp?: () => void;
}

const unavailable = (cause?: unknown): ServiceUnavailable =>
  new ServiceUnavailable('The shared counter store (Redis) is unavailable.', { cause });

export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis';
  readonly #redis: Redis & Scripts;
  #closing = false;

  constructor(url: string, options: RedisStoreOptions = {}) {
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    redis.defineCommand('ohdsHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('ohdsReserve', { lua: RESERVE });
    redis.defineCommand('ohdsRelease', { lua: RELEASE });
    let down = false;
    const markDown = (reason: string): void => {
      if (down || this.#closing) return;
      down = true;
      options.onDown?.(
        `Redis connection lost (${reason}); metered calls answer 503 until it returns.`,
      );
    };
    // Without an 'error' listener ioredis prints every failed reconnect; one report per outage is enough.
    redis.on('error', (err: Error) => markDown((err as NodeJS.ErrnoException).code ?? err.name));
    redis.on('close', () => markDown('closed'));
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      options.onUp?.();
    });
    this.#redis = redis as Redis & Scripts;
  }

  /** Waits up to `timeoutMs` for the first connection; false when Redis did not answer (the client keeps trying). */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.#redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      const onReady = (): void => finish(true);
      const finish = (ok: boolean): void => {
        clearTimeout(timer);
        this.#redis.off('ready', onReady);
        resolve(ok);
      };
      this.#redis.once('ready', onReady);
    });
  }

  async #call<T>(run: () => Promise<unknown>): Promise<T> {
    try {
      return (await run()) as T;
    } catch (err) {
      // A reply error is a bug in a script (500); anything else means Redis is out of reach (503).
      if (err instanceof Error && err.name === 'ReplyError') throw err;
      throw unavailable(err);
    }
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const [count, ttlMs] = await this.#call<[number, number]>(() =>
      this.#redis.ohdsHit(key, windowMs),
    );
    return { count, ttlMs };
  }

  async reserve(charges: readonly Charge[], amount: number): Promise<ReserveResult> {
    const args = [
      ...charges.map((c) => c.key),
      amount,
      ...charges.map((c) => c.limit ?? -1),
      ...charges.map((c) => c.expiresAt ?? 0),
    ];
    const [refused, ...used] = await this.#call<number[]>(() =>
      this.#redis.ohdsReserve(charges.length, ...args),
    );
    return refused === 0 ? { ok: true, used } : { ok: false, refused: refused! - 1, used };
  }

  async release(charges: readonly Charge[], amount: number): Promise<void> {
    await this.#call(() =>
      this.#redis.ohdsRelease(charges.length, ...charges.map((c) => c.key), amount),
    );
  }

  async ping(): Promise<void> {
    await this.#call(() => this.#redis.ping());
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.#redis.disconnect();
  }
}
