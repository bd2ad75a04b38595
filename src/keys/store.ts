/**
 * The server's view of the key file: hash -> consumer, reloaded when the file changes on disk
 * (mtime, size and inode, checked on a lookup at most every `recheckMs`, so a rotation takes effect
 * within half a second by default without a stat call on every request).
 * A file that becomes unreadable or invalid keeps the last good set and is reported once.
 * Credit settings reload with the keys, per process; the counters they limit live in the counter store.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Consumer } from '../api/route.ts';
import { UsageError } from '../errors.ts';
import { type Metering, meteringFor } from './credits.ts';
import { parseKeyFile } from './file.ts';
import { hashKey } from './manage.ts';

export interface KeyStoreOptions {
  /** Called when a changed file cannot be loaded (the last good keys stay in force). */
  onReloadError?: (message: string) => void;
  /** Minimum interval between two checks of the file; 0 checks on every lookup. */
  recheckMs?: number;
}

interface ActiveKey {
  consumer: Consumer;
  expiresAt: number | null;
}

export class KeyStore {
  readonly path: string | null;
  #keys = new Map<string, ActiveKey>();
  /** Credit settings of each authenticated consumer object (one object per key entry); absent = unmetered. */
  #metering = new WeakMap<Consumer, Metering>();
  #signature = '';
  readonly #onReloadError: (message: string) => void;
  readonly #recheckMs: number;
  #checkedAt = 0;
  /** Recently seen keys -> hash, so a busy consumer does not pay a SHA-256 per request. */
  readonly #hashes = new Map<string, string>();

  constructor(path: string | null, options: KeyStoreOptions = {}) {
    this.path = path;
    this.#onReloadError = options.onReloadError ?? (() => {});
    this.#recheckMs = options.recheckMs ?? 500;
    if (path === null) return;
    const signature = this.#stat();
    if (signature === null)
      throw new UsageError(`Key file ${path} does not exist; create it with \`ohds keys add\`.`);
    this.#load(signature, true);
  }

  #stat(): string | null {
    try {
      const s = statSync(this.path!);
      return `${s.mtimeMs}:${s.size}:${s.ino}`;
    } catch {
      return null;
    }
  }

  #load(signature: string, strict: boolean): void {
    try {
      const file = parseKeyFile(readFileSync(this.path!, 'utf8'), this.path!);
      const keys = new Map<string, ActiveKey>();
      const metering = new WeakMap<Consumer, Metering>();
      for (const c of file.consumers) {
        for (const k of c.keys) {
          const consumer = { id: c.id, username: c.username };
          const plan = meteringFor(c, k);
          if (plan !== null) metering.set(consumer, plan);
          keys.set(k.sha256, {
            consumer,
            expiresAt: k.expires_at === null ? null : Date.parse(k.expires_at),
          });
        }
      }
      this.#keys = keys;
      this.#metering = metering;
    } catch (err) {
      if (strict) throw err;
      this.#onReloadError(err instanceof Error ? err.message : 'unreadable key file');
    }
    this.#signature = signature;
  }

  #refresh(): void {
    if (this.path === null) return;
    const clock = performance.now();
    if (clock - this.#checkedAt < this.#recheckMs) return;
    this.#checkedAt = clock;
    const signature = this.#stat();
    if (signature === null) {
      if (this.#signature !== 'missing')
        this.#onReloadError(`Key file ${this.path} is missing; keeping the last loaded keys.`);
      this.#signature = 'missing';
      return;
    }
    if (signature !== this.#signature) this.#load(signature, false);
  }

  /** The consumer a key belongs to, or null when it is unknown or past its `expires_at`. */
  authenticate(key: string, now: Date): Consumer | null {
    this.#refresh();
    let hash = this.#hashes.get(key);
    if (hash === undefined) {
      if (this.#hashes.size >= 1024) this.#hashes.clear();
      hash = hashKey(key);
      this.#hashes.set(key, hash);
    }
    const entry = this.#keys.get(hash);
    if (entry === undefined) return null;
    if (entry.expiresAt !== null && !(entry.expiresAt > now.getTime())) return null;
    return entry.consumer;
  }

  /** The credit settings behind a consumer `authenticate` returned; null when it is unmetered. */
  meteringOf(consumer: Consumer): Metering | null {
    return this.#metering.get(consumer) ?? null;
  }

  get consumerCount(): number {
    return new Set([...this.#keys.values()].map((k) => k.consumer.id)).size;
  }
}
