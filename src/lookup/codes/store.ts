/** Loads a code set lazily through the DataStore (503 naming `ohds data import` when not imported). */
import type { DataStore } from '../store.ts';
import { type LoadedCodeSet, loadCodeSet } from './engine.ts';
import type { CodeSetFile, CodeSetName } from './model.ts';

export function loadCodes(store: DataStore, name: CodeSetName): Promise<LoadedCodeSet> {
  return store.load(name, 'codes', async (s) =>
    loadCodeSet(await s.readJson<CodeSetFile>(name, 'codes.json')),
  );
}
