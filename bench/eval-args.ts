/** Flags shared by the evaluation areas: `--split`, `--provider`, and the model client they select. */
import { loadConfig } from '../src/config.ts';
import { createModelClient } from '../src/model/index.ts';
import type { ModelClient } from '../src/model/port.ts';

/**
 * `dev` and `test`: the first corpus, split before tuning. `holdout`: the fresh set written after tuning
 * (eval/<area>/holdout-2), run whole once; then split in two by id hash (eval/split-holdout.mjs) into `dev2`, which
 * may be studied, and `test2`. `dev3` to `dev17` (holdout-3 to -17; nudge has holdout-3 to -15) are further study sets, each run
 * whole once before it was studied. `test`, `holdout` and `test2` are frozen: only run, never listed case by case.
 */
export const SPLITS = [
  'dev',
  'test',
  'holdout',
  'dev2',
  'test2',
  'dev3',
  'dev4',
  'dev5',
  'dev6',
  'dev7',
  'dev8',
  'dev9',
  'dev10',
  'dev11',
  'dev12',
  'dev13',
  'dev14',
  'dev15',
  'dev16',
  'dev17',
  'samples',
] as const;
export const FROZEN: ReadonlySet<Split> = new Set(['test', 'holdout', 'test2']);

/** The corpus file of a split, relative to eval/<area>/. */
const SPLIT_FILES: Record<Exclude<Split, 'samples'>, string> = {
  dev: 'dev.jsonl',
  test: 'test.jsonl',
  holdout: 'holdout-2/holdout.jsonl',
  dev2: 'holdout-2/dev2.jsonl',
  test2: 'holdout-2/test2.jsonl',
  dev3: 'holdout-3/holdout.jsonl',
  dev4: 'holdout-4/holdout.jsonl',
  dev5: 'holdout-5/holdout.jsonl',
  dev6: 'holdout-6/holdout.jsonl',
  dev7: 'holdout-7/holdout.jsonl',
  dev8: 'holdout-8/holdout.jsonl',
  dev9: 'holdout-9/holdout.jsonl',
  dev10: 'holdout-10/holdout.jsonl',
  dev11: 'holdout-11/holdout.jsonl',
  dev12: 'holdout-12/holdout.jsonl',
  dev13: 'holdout-13/holdout.jsonl',
  dev14: 'holdout-14/holdout.jsonl',
  dev15: 'holdout-15/holdout.jsonl',
  dev16: 'holdout-16/holdout.jsonl',
  dev17: 'holdout-17/holdout.jsonl',
};

export function splitFile(split: Exclude<Split, 'samples'>): string {
  return SPLIT_FILES[split];
}
export type Split = (typeof SPLITS)[number];

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The splits to run (all three by default) and the model client (`--provider`, else OHDS_MODEL_PROVIDER). */
export function evalSetup(args: readonly string[]): { splits: Split[]; model: ModelClient } {
  const wanted = option(args, '--split');
  const splits: Split[] =
    wanted === undefined ? ['samples', 'dev', 'test', 'dev2', 'test2'] : [wanted as Split];
  if (splits.some((s) => !SPLITS.includes(s)))
    throw new Error(`--split must be one of ${SPLITS.join(', ')}`);
  const provider = option(args, '--provider');
  const config = loadConfig({
    ...process.env,
    ...(provider !== undefined ? { OHDS_MODEL_PROVIDER: provider } : {}),
  });
  return { splits, model: createModelClient(config) };
}
