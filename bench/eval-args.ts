/** Flags shared by the evaluation areas: `--split`, `--provider`, and the model client they select. */
import { loadConfig } from '../src/config.ts';
import { createModelClient } from '../src/model/index.ts';
import type { ModelClient } from '../src/model/port.ts';

/** `test` and `holdout` are frozen: only run, never listed case by case (holdout-2 was written after tuning). */
export const SPLITS = ['dev', 'test', 'holdout', 'samples'] as const;
export const FROZEN: ReadonlySet<Split> = new Set(['test', 'holdout']);
export type Split = (typeof SPLITS)[number];

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The splits to run (all three by default) and the model client (`--provider`, else OHDS_MODEL_PROVIDER). */
export function evalSetup(args: readonly string[]): { splits: Split[]; model: ModelClient } {
  const wanted = option(args, '--split');
  const splits: Split[] = wanted === undefined ? ['samples', 'dev', 'test', 'holdout'] : [wanted as Split];
  if (splits.some((s) => !SPLITS.includes(s))) throw new Error(`--split must be one of ${SPLITS.join(', ')}`);
  const provider = option(args, '--provider');
  const config = loadConfig({ ...process.env, ...(provider !== undefined ? { OHDS_MODEL_PROVIDER: provider } : {}) });
  return { splits, model: createModelClient(config) };
}
