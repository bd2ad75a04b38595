/**
 * Read side of the reference-data index under OHDS_DATA_DIR. Engines load their dataset lazily on
 * first use through `load`; a dataset that was never imported is a ServiceUnavailable naming the fix.
 */

import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ServiceUnavailable } from '../errors.ts';
import type { DatasetManifest } from './dataset.ts';

export class DataStore {
  readonly dataDir: string;
  readonly #cache = new Map<string, Promise<unknown>>();

  constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  /** Absolute path of a file inside a dataset's folder. */
  path(dataset: string, file: string): string {
    return join(this.dataDir, dataset, file);
  }

  /** The dataset's manifest, or null when it was never imported. */
  manifest(dataset: string): DatasetManifest | null {
    const file = this.path(dataset, 'manifest.json');
    if (!existsSync(file)) return null;
    return JSON.parse(readFileSync(file, 'utf8')) as DatasetManifest;
  }

  /** Throws the 503 every lookup gives when its dataset is missing. */
  require(dataset: string): DatasetManifest {
    const manifest = this.manifest(dataset);
    if (manifest === null) {
      throw new ServiceUnavailable(
        `Reference dataset '${dataset}' is not imported; run \`ohds data import\` (see README, "Reference data").`,
      );
    }
    return manifest;
  }

  /**
   * Loads and memoises a derived structure for a dataset: `build` runs once per process
   * (per import: `invalidate` after a re-import).
   */
  load<T>(dataset: string, key: string, build: (store: DataStore) => Promise<T>): Promise<T> {
    const cacheKey = `${dataset}\u0000${key}`;
    let hit = this.#cache.get(cacheKey) as Promise<T> | undefined;
    if (hit === undefined) {
      this.require(dataset);
      hit = build(this);
      hit.catch(() => this.#cache.delete(cacheKey));
      this.#cache.set(cacheKey, hit);
    }
    return hit;
  }

  /** Reads a JSON file of an imported dataset. */
  async readJson<T>(dataset: string, file: string): Promise<T> {
    this.require(dataset);
    return JSON.parse(await readFile(this.path(dataset, file), 'utf8')) as T;
  }

  invalidate(dataset?: string): void {
    if (dataset === undefined) this.#cache.clear();
    else
      for (const key of [...this.#cache.keys()])
        if (key.startsWith(`${dataset}\u0000`)) this.#cache.delete(key);
  }
}
