/**
 * The health probe of a model server, for `GET /api/health/check`: one upstream check at most every
 * 30 s (monitors poll every 30-60 s, spec "Health monitor cadence"), so a probe costs at most one call
 * per monitor; each check gets 2 s. The cache belongs to one client, timed by the caller's clock.
 */

export const PROBE_TIMEOUT_MS = 2000;
const CACHE_MS = 30_000;

/** Wraps `check` (true when the server answered) so that calls within 30 s of a check share it. */
export function cachedProbe(check: () => Promise<boolean>): (nowMs: number) => Promise<boolean> {
  let last: { at: number; up: Promise<boolean> } | null = null;
  return (nowMs) => {
    // A clock that went back starts over rather than keeping a stale answer.
    const stale = last === null || nowMs - last.at >= CACHE_MS || nowMs < last.at;
    if (stale) last = { at: nowMs, up: check() };
    return last!.up;
  };
}
