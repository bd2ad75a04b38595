/** `npm run eval [-- AREA...]`: accuracy of the offline rules provider against the labelled samples. */
interface EvalModule {
  run(): Promise<string>;
}

const areas: Record<string, () => Promise<EvalModule>> = {
  recordability: () => import('./eval-recordability.ts'),
  nudge: () => import('./eval-nudge.ts'),
};

const wanted = process.argv.slice(2);
for (const name of wanted.length > 0 ? wanted : Object.keys(areas)) {
  const load = areas[name];
  if (load === undefined) {
    process.stderr.write(`eval: unknown area ${name}; known: ${Object.keys(areas).join(', ')}\n`);
    process.exit(2);
  }
  process.stdout.write(`${(await (await load()).run()).trim()}\n\n`);
}
