// Validates the recordability evaluation corpus (no dependencies).
// Usage: node eval/recordability/check.mjs
// Checks: every line parses; ids unique; requests use only the spec fields of
// POST /api/recordability/analyze (docs: shared spec, interface.md) within their limits;
// expected/source blocks well-formed; dev/test are a disjoint split of corpus by
// sha256(source.url)[0] < 102 -> test.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseRules } from './case-rules.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const errors = [];
const err = (id, msg) => errors.push(`${id}: ${msg}`);

function load(name) {
  return readFileSync(join(dir, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      try {
        return JSON.parse(l);
      } catch (e) {
        err(`${name}:${i + 1}`, `does not parse (${e.message})`);
        return null;
      }
    })
    .filter(Boolean);
}

const { checkCase, TOPICS, CRIT, EXC } = caseRules(err);

function checkRow(r) {
  const id = r.id ?? '(no id)';
  const keys = Object.keys(r).sort().join(',');
  if (keys !== 'expected,id,request,source,topic,variant') err(id, `top-level keys ${keys}`);
  if (!/^rc-\d{4}$/.test(r.id)) err(id, 'bad id');
  if (!TOPICS.includes(r.topic)) err(id, `bad topic ${r.topic}`);
  if (typeof r.variant !== 'boolean') err(id, 'variant not boolean');
  const rq = r.request || {};
  for (const k of Object.keys(rq)) if (k !== 'case') err(id, `request has non-case key ${k}`);
  checkCase(id, rq.case);
  const e = r.expected || {};
  if (!['yes', 'no'].includes(e.recordable)) err(id, 'expected.recordable');
  if (![`yes`, 'no', null].includes(e.work_related)) err(id, 'expected.work_related');
  if (!['yes', 'no', null].includes(e.new_case)) err(id, 'expected.new_case');
  if (!Array.isArray(e.criteria) || e.criteria.some((c) => !CRIT.includes(c)))
    err(id, 'expected.criteria');
  if (!(e.exception === null || EXC.test(e.exception))) err(id, 'expected.exception');
  if (![null, 'G', 'H', 'I', 'J'].includes(e.column)) err(id, 'expected.column');
  if (e.recordable === 'yes') {
    if (!e.criteria.length) err(id, 'recordable without criteria');
    if (e.work_related !== 'yes' || e.new_case !== 'yes')
      err(id, 'recordable but not work-related/new');
    if (!e.column) err(id, 'recordable without column');
    if (e.exception) err(id, 'recordable with an exception');
  } else if (e.column) err(id, 'not recordable but has column');
  if (e.exception && e.work_related !== 'no') err(id, 'exception but work_related != no');
  const s = r.source || {};
  if (!['faq', 'interpretation', 'preamble', 'regulation'].includes(s.type)) err(id, 'source.type');
  for (const k of ['ref', 'url', 'point'])
    if (typeof s[k] !== 'string' || !s[k]) err(id, `source.${k}`);
  if (s.url && !/^https?:\/\//.test(s.url)) err(id, 'source.url not a URL');
}

const corpus = load('corpus.jsonl');
const dev = load('dev.jsonl');
const test = load('test.jsonl');
const seen = new Set();
for (const r of corpus) {
  if (seen.has(r.id)) err(r.id, 'duplicate id');
  seen.add(r.id);
  checkRow(r);
}
const isTest = (url) => createHash('sha256').update(url, 'utf8').digest()[0] < 102;
const byId = new Map(corpus.map((r) => [r.id, JSON.stringify(r)]));
const splitIds = new Set();
for (const [name, rows, want] of [
  ['dev', dev, false],
  ['test', test, true],
]) {
  for (const r of rows) {
    if (splitIds.has(r.id)) err(r.id, `appears in more than one split`);
    splitIds.add(r.id);
    if (byId.get(r.id) !== JSON.stringify(r)) err(r.id, `${name} row differs from corpus row`);
    if (isTest(r.source.url) !== want) err(r.id, `in ${name} but hash says otherwise`);
  }
}
if (splitIds.size !== corpus.length)
  err('split', `dev+test cover ${splitIds.size} of ${corpus.length} ids`);
const urlSplit = new Map();
for (const r of [...dev.map((x) => ['dev', x]), ...test.map((x) => ['test', x])]) {
  const [n, row] = r;
  const prev = urlSplit.get(row.source.url);
  if (prev && prev !== n) err(row.id, 'source url straddles the split');
  urlSplit.set(row.source.url, n);
}

const count = (rows, f) => {
  const m = {};
  for (const r of rows) m[f(r)] = (m[f(r)] || 0) + 1;
  return m;
};
console.log(
  `corpus ${corpus.length}  dev ${dev.length}  test ${test.length}  distinct source urls ${urlSplit.size}`,
);
console.log(
  'recordable',
  count(corpus, (r) => r.expected.recordable),
);
console.log(
  'topics',
  count(corpus, (r) => r.topic),
);
if (errors.length) {
  console.error(`${errors.length} problem(s):\n${errors.join('\n')}`);
  process.exit(1);
}
console.log('OK');
