/** The counter store for a configuration: Redis when `OHDS_REDIS_URL` is set, else process memory. */
import type { Config } from '../config.ts';
import type { CounterStore } from './counters.ts';
import { MemoryCounterStore } from './memory.ts';
import type { RedisStoreOptions } from './redis.ts';

export type { Charge, CounterStore, ReserveResult } from './counters.ts';
export { MemoryCounterStore } from './memory.ts';

/**
 * Opens the store. With Redis, waits up to two seconds for the first connection; when Redis is not there yet
 * the service still starts (metered calls answer 503 until it is) and `onDown` reports it.
 */
export async function openCounterStore(
  config: Pick<Config, 'redisUrl'>,
  options: RedisStoreOptions = {},
): Promise<CounterStore> {
  if (config.redisUrl === null) return new MemoryCounterStore();
  // Loaded only when configured, so single-instance servers and the CLI never pay for the client.
  const { RedisCounterStore } = await import('./redis.ts');
  const store = new RedisCounterStore(config.redisUrl, options);
  await store.ready(2000);
  return store;
}
