/** The one process-wide concurrency limit on model calls (OHDS_MODEL_CONCURRENCY). */
import pLimit, { type LimitFunction } from 'p-limit';

let shared: LimitFunction | null = null;

/** The shared limiter, created on first use; a later call with another value resizes it. */
export function modelLimit(concurrency: number): LimitFunction {
  if (shared === null) shared = pLimit(concurrency);
  else if (shared.concurrency !== concurrency) shared.concurrency = concurrency;
  return shared;
}
