/** Counters in process memory: one `ohds serve` instance; lost on restart. JavaScript's single thread makes each call atomic. */
import type { Charge, CounterStore, ReserveResult } from './counters.ts';

interface Entry {
  value: number;
  /** Epoch ms; null = kept. */
  expiresAt: number | null;
}

/** Above this many entries, expired ones are swept (on the next write). */
const SWEEP_AT = 10_000;

export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory';
  readonly #entries = new Map<string, Entry>();
  readonly #clock: () => number;
  #sweepAt = SWEEP_AT;

  /** `clock` returns epoch ms (injected so tests control windows). */
  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
  }

  #live(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined && entry.expiresAt !== null && entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #set(key: string, entry: Entry, now: number): void {
    this.#entries.set(key, entry);
    if (this.#entries.size < this.#sweepAt) return;
    for (const [k, e] of this.#entries)
      if (e.expiresAt !== null && e.expiresAt <= now) this.#entries.delete(k);
    this.#sweepAt = Math.max(SWEEP_AT, this.#entries.size * 2);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    return this.hitSync(key, windowMs);
  }

  hitSync(key: string, windowMs: number): { count: number; ttlMs: number } {
    const now = this.#clock();
    const entry = this.#live(key, now);
    if (entry === undefined) {
      this.#set(key, { value: 1, expiresAt: now + windowMs }, now);
      return { count: 1, ttlMs: windowMs };
    }
    entry.value += 1;
    return { count: entry.value, ttlMs: entry.expiresAt! - now };
  }

  async reserve(charges: readonly Charge[], amount: number): Promise<ReserveResult> {
    const now = this.#clock();
    const used = charges.map((c) => this.#live(c.key, now)?.value ?? 0);
    const refused = charges.findIndex((c, i) => c.limit !== null && used[i]! + amount > c.limit);
    if (refused !== -1) return { ok: false, refused, used };
    charges.forEach((c, i) => {
      used[i] = used[i]! + amount;
      this.#set(c.key, { value: used[i]!, expiresAt: c.expiresAt }, now);
    });
    return { ok: true, used };
  }

  async release(charges: readonly Charge[], amount: number): Promise<void> {
    const now = this.#clock();
    for (const c of charges) {
      const entry = this.#live(c.key, now);
      if (entry !== undefined) entry.value = Math.max(0, entry.value - amount);
    }
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.#entries.clear();
  }
}
