/**
 * `npm run eval [-- AREA... [--split S] [--provider P] [--misses]]`: the judging engines against labelled cases.
 * Flags after the area names go to each area's evaluation.
 */
interface EvalModule {
  run(args: readonly string[]): Promise<string>;
}

const areas: Record<string, () => Promise<EvalModule>> = {
  recordability: () => import('./eval-recordability.ts'),
  nudge: () => import('./eval-nudge.ts'),
};

const argv = process.argv.slice(2);
const firstFlag = argv.findIndex((a) => a.startsWith('--'));
const wanted = firstFlag === -1 ? argv : argv.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : argv.slice(firstFlag);
for (const name of wanted.length > 0 ? wanted : Object.keys(areas)) {
  const load = areas[name];
  if (load === undefined) {
    process.stderr.write(`eval: unknown area ${name}; known: ${Object.keys(areas).join(', ')}\n`);
    process.exit(2);
  }
  process.stdout.write(`${(await (await load()).run(flags)).trim()}\n\n`);
}
