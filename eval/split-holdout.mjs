// `node eval/split-holdout.mjs eval/<area>/holdout-2`: splits the fresh held-out set in two by sha256(id) (first byte < 128 -> dev2.jsonl, else test2.jsonl), fixed before any error on it was read. dev2 may be studied; test2 is frozen.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const [dir] = process.argv.slice(2);
const rows = readFileSync(`${dir}/holdout.jsonl`, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');
const dev = [],
  test = [];
for (const line of rows) {
  const id = JSON.parse(line).id;
  (createHash('sha256').update(id).digest()[0] < 128 ? dev : test).push(line);
}
writeFileSync(`${dir}/dev2.jsonl`, `${dev.join('\n')}\n`);
writeFileSync(`${dir}/test2.jsonl`, `${test.join('\n')}\n`);
console.log(dir, 'dev2', dev.length, 'test2', test.length);
