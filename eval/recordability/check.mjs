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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const str = (max, min = 0) => ({ t: 'string', min, max });
// spec: case request schema (only these keys are accepted; unknown keys -> 400)
const SCHEMA = {
  incident: {
    description: str(8000, 1),
    incident_date: { t: 'date' },
    reported_date: { t: 'date' },
    location_context: {
      t: 'enum',
      v: [
        'on_premises',
        'parking_lot',
        'company_travel',
        'work_from_home',
        'offsite_work',
        'non_work_location',
        'unknown',
      ],
    },
    activity_at_time: str(1000),
    during_assigned_hours: { t: 'boolean' },
  },
  injury: {
    description: str(8000, 1),
    body_part: str(200),
    diagnosis: str(500),
    icd_category: str(40),
    symptom_onset_date: { t: 'date' },
    onset_type: { t: 'enum', v: ['acute', 'gradual', 'unknown'] },
  },
  employee: {
    job_title: str(200),
    job_duties: str(2000),
    department: str(200),
    tenure_bracket: str(40),
  },
  treatment: {
    provided: { t: 'strarray', maxItems: 25, min: 1, max: 1000 },
    provider_type: str(200),
    prescription_issued: { t: 'boolean' },
  },
  prior_condition: {
    exists: { t: 'boolean' },
    description: str(4000),
    prior_incident_date: { t: 'date' },
  },
  statements: { t: 'statements' },
  work_status: {
    days_away: { t: 'int', min: 0, max: 3650 },
    restricted_duty: { t: 'boolean' },
    job_transfer: { t: 'boolean' },
    loss_of_consciousness: { t: 'boolean' },
    fatality: { t: 'boolean' },
  },
};
const REQUIRED = { incident: ['description'], injury: ['description'] };

function checkField(id, path, rule, v) {
  switch (rule.t) {
    case 'string':
      if (typeof v !== 'string') return err(id, `${path} not a string`);
      if (v.length < rule.min || v.length > rule.max)
        err(id, `${path} length ${v.length} outside ${rule.min}-${rule.max}`);
      break;
    case 'date':
      if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v)))
        err(id, `${path} not YYYY-MM-DD`);
      break;
    case 'enum':
      if (!rule.v.includes(v)) err(id, `${path} value ${JSON.stringify(v)} not in enum`);
      break;
    case 'boolean':
      if (typeof v !== 'boolean') err(id, `${path} not boolean`);
      break;
    case 'int':
      if (!Number.isInteger(v) || v < rule.min || v > rule.max)
        err(id, `${path} not an integer ${rule.min}-${rule.max}`);
      break;
    case 'strarray':
      if (!Array.isArray(v) || v.length > rule.maxItems)
        return err(id, `${path} not an array of <= ${rule.maxItems}`);
      for (const [i, s] of v.entries())
        checkField(id, `${path}[${i}]`, { t: 'string', min: rule.min, max: rule.max }, s);
      break;
    default:
      err(id, `${path} unknown rule`);
  }
}

function checkCase(id, c) {
  if (!c || typeof c !== 'object') return err(id, 'request.case missing');
  for (const k of Object.keys(c)) if (!(k in SCHEMA)) err(id, `unknown field case.${k}`);
  for (const [blk, req] of Object.entries(REQUIRED)) {
    if (!c[blk]) err(id, `case.${blk} missing`);
    else for (const f of req) if (c[blk][f] === undefined) err(id, `case.${blk}.${f} missing`);
  }
  for (const [blk, v] of Object.entries(c)) {
    const rule = SCHEMA[blk];
    if (!rule) continue;
    if (rule.t === 'statements') {
      if (!Array.isArray(v) || v.length > 20) {
        err(id, 'case.statements not an array of <= 20');
        continue;
      }
      v.forEach((s, i) => {
        for (const k of Object.keys(s))
          if (!['source', 'text'].includes(k)) err(id, `unknown field case.statements[${i}].${k}`);
        checkField(
          id,
          `case.statements[${i}].source`,
          { t: 'enum', v: ['employee', 'witness', 'clinician', 'employer', 'injury_report'] },
          s.source,
        );
        checkField(id, `case.statements[${i}].text`, str(8000, 1), s.text);
      });
      continue;
    }
    if (typeof v !== 'object' || Array.isArray(v)) {
      err(id, `case.${blk} not an object`);
      continue;
    }
    for (const [k, val] of Object.entries(v)) {
      if (!(k in rule)) err(id, `unknown field case.${blk}.${k}`);
      else checkField(id, `case.${blk}.${k}`, rule[k], val);
    }
  }
  const d = c.incident?.incident_date;
  if (d && !/^202[56]-/.test(d)) err(id, `incident_date ${d} not in 2025-2026`);
  // crude identifier scan on all free text: emails, phone numbers, SSNs
  const text = JSON.stringify(c);
  if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(text)) err(id, 'looks like an email address');
  if (/\b\d{3}-\d{2}-\d{4}\b/.test(text)) err(id, 'looks like an SSN');
  if (/\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/.test(text)) err(id, 'looks like a phone number');
}

const TOPICS = [
  'first_aid',
  'medical_treatment',
  'days_away',
  'restriction',
  'loss_of_consciousness',
  'significant',
  'work_environment',
  'exception',
  'preexisting',
  'travel',
  'home',
  'recurrence',
  'needlestick',
  'medical_removal',
  'hearing',
  'tb',
  'not_injury',
];
const CRIT = [
  'medical_treatment',
  'days_away',
  'restricted',
  'transfer',
  'loss_of_consciousness',
  'death',
  'significant_diagnosis',
  'needlestick',
  'medical_removal',
  'hearing_loss',
  'tb',
];
const EXC = /^1904\.5\(b\)\(2\)\((i|ii|iii|iv|v|vi|vii|viii|ix)\)$/;

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
