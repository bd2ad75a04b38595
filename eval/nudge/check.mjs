// Validates the nudge-resolution evaluation corpus (no dependencies).
// Usage: node eval/nudge/check.mjs                 (corpus.jsonl + the dev/test split)
//        node eval/nudge/check.mjs <file.jsonl>    (one other set, e.g. a holdout; no split check)
// Checks, per the shared spec (interface.md, "POST /api/nudge/check_resolution", "Limits", "Errors" rule 2):
//  - every line parses; window ids unique; request.encounter_id equals the id;
//  - the request carries only encounter_id / active_nudges / transcript_window (no assist_context);
//  - encounter_id 1-64; active_nudges 1-64; card_id 1-32 and unique per window; category 1-64 and
//    ^[a-z0-9-]+$; body 1-280; transcript_window 1-256; segment_id 1-256 and unique per window;
//    speaker 1-32; text 1-8000; started_at_ms/ended_at_ms integers >= 0 with ended >= started;
//  - body under 512 KB;
//  - no identifier-shaped text anywhere in the request: e-mail shape, 3-2-4 digit groups (SSN shape),
//    phone shapes, YYYY-MM-DD dates, and no blocked field names as keys;
//  - every card has exactly one label; labels are well formed; resolved labels cite segments of the
//    window, open labels cite none; safety categories are never resolved (spec rule 2);
//  - dev/test are a disjoint split of corpus by sha256(id)[0] < 102 -> test.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const errors = [];
const err = (id, msg) => errors.push(`${id}: ${msg}`);

function load(name) {
  return readFileSync(resolve(dir, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      try {
        return { row: JSON.parse(l), raw: l };
      } catch (e) {
        err(`${name}:${i + 1}`, `does not parse (${e.message})`);
        return null;
      }
    })
    .filter(Boolean);
}

const SAFETY = new Set([
  'emergency-activation',
  'escalation-indicated',
  'red-flag-screening',
  'patient-location-unconfirmed',
  'otc-contraindication-check',
]);
const KINDS = new Set(['question', 'information', 'action', 'discussion']);
const TYPES = new Set([
  'scale',
  'duration',
  'quantity',
  'frequency',
  'yes_no',
  'side',
  'body_site',
  'date',
  'description',
  'none',
]);
const KEBAB = /^[a-z0-9-]+$/;
const BLOCKED_KEYS = new Set([
  'name',
  'first_name',
  'last_name',
  'full_name',
  'ssn',
  'dob',
  'date_of_birth',
  'email',
  'phone',
  'mrn',
  'patient_id',
  'member_id',
]);
const IDENT = [
  ['e-mail shape', /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
  ['3-2-4 digit group', /\b\d{3}[-\s.]?\d{2}[-\s.]?\d{4}\b/],
  ['phone shape', /(\+?\d{1,2}[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/],
  ['YYYY-MM-DD date', /\b\d{4}-\d{2}-\d{2}\b/],
];
const isStr = (v, min, max) => typeof v === 'string' && v.length >= min && v.length <= max;
const isInt = (v) => Number.isInteger(v) && v >= 0;

function scan(id, path, v) {
  if (typeof v === 'string') {
    for (const [what, re] of IDENT) if (re.test(v)) err(id, `${path}: ${what}`);
  } else if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) scan(id, `${path}[${i}]`, x);
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (BLOCKED_KEYS.has(k.toLowerCase())) err(id, `${path}.${k}: blocked field name`);
      scan(id, `${path}.${k}`, x);
    }
  }
}

function checkRow(r) {
  const id = r.id ?? '?';
  if (!isStr(r.id, 1, 64)) err(id, 'id missing or too long');
  if (!isStr(r.visit_type, 1, 200)) err(id, 'visit_type missing');
  const q = r.request;
  if (!q || typeof q !== 'object') return err(id, 'request missing');
  for (const k of Object.keys(q))
    if (!['encounter_id', 'active_nudges', 'transcript_window'].includes(k))
      err(id, `request has unexpected key ${k}`);
  if (q.encounter_id !== undefined && !isStr(q.encounter_id, 1, 64))
    err(id, 'encounter_id not 1-64 chars');
  if (q.encounter_id !== r.id) err(id, 'encounter_id differs from id');
  const cards = q.active_nudges;
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > 64)
    err(id, 'active_nudges must hold 1-64 entries');
  const cardIds = new Set();
  for (const [i, c] of (cards || []).entries()) {
    const p = `active_nudges[${i}]`;
    for (const k of Object.keys(c))
      if (!['card_id', 'category', 'body'].includes(k)) err(id, `${p} unexpected key ${k}`);
    if (!isStr(c.card_id, 1, 32)) err(id, `${p}.card_id not 1-32 chars`);
    if (!isStr(c.category, 1, 64) || !KEBAB.test(c.category))
      err(id, `${p}.category not kebab 1-64`);
    if (!isStr(c.body, 1, 280)) err(id, `${p}.body not 1-280 chars`);
    if (cardIds.has(c.card_id)) err(id, `${p}.card_id duplicate ${c.card_id}`);
    cardIds.add(c.card_id);
  }
  const segs = q.transcript_window;
  if (!Array.isArray(segs) || segs.length < 1 || segs.length > 256)
    err(id, 'transcript_window must hold 1-256 segments');
  const segIds = new Set();
  for (const [i, s] of (segs || []).entries()) {
    const p = `transcript_window[${i}]`;
    for (const k of Object.keys(s))
      if (!['segment_id', 'speaker', 'text', 'started_at_ms', 'ended_at_ms'].includes(k))
        err(id, `${p} unexpected key ${k}`);
    if (!isStr(s.segment_id, 1, 256)) err(id, `${p}.segment_id not 1-256 chars`);
    if (!isStr(s.speaker, 1, 32)) err(id, `${p}.speaker not 1-32 chars`);
    if (!isStr(s.text, 1, 8000)) err(id, `${p}.text not 1-8000 chars`);
    if (!isInt(s.started_at_ms) || !isInt(s.ended_at_ms))
      err(id, `${p} times must be integers >= 0`);
    else if (s.ended_at_ms < s.started_at_ms) err(id, `${p} ends before it starts`);
    if (segIds.has(s.segment_id)) err(id, `${p}.segment_id duplicate`);
    segIds.add(s.segment_id);
  }
  if (Buffer.byteLength(JSON.stringify(q)) >= 512 * 1024) err(id, 'request body over 512 KB');
  scan(id, 'request', q);

  const ex = r.expected;
  if (!ex || typeof ex !== 'object') return err(id, 'expected missing');
  for (const cid of cardIds) if (!(cid in ex)) err(id, `card ${cid} has no label`);
  for (const [cid, e] of Object.entries(ex)) {
    if (!cardIds.has(cid)) {
      err(id, `label for unknown card ${cid}`);
      continue;
    }
    const cat = cards.find((c) => c.card_id === cid).category;
    if (typeof e.resolved !== 'boolean') err(id, `${cid}.resolved not boolean`);
    if (!KINDS.has(e.kind)) err(id, `${cid}.kind invalid`);
    if (!TYPES.has(e.answer_type)) err(id, `${cid}.answer_type invalid`);
    if (!isStr(e.why, 1, 300)) err(id, `${cid}.why missing`);
    if (!Array.isArray(e.segments)) err(id, `${cid}.segments not an array`);
    else {
      for (const sid of e.segments)
        if (!segIds.has(sid)) err(id, `${cid} cites unknown segment ${sid}`);
      if (e.resolved && e.segments.length === 0)
        err(id, `${cid} resolved without supporting segments`);
      if (!e.resolved && e.segments.length > 0) err(id, `${cid} open but cites segments`);
    }
    if (SAFETY.has(cat) && e.resolved !== false)
      err(id, `${cid} is a safety card (${cat}) and must be resolved:false`);
  }
}

const only = process.argv[2] ? resolve(process.argv[2]) : null;
const corpus = load(only ?? 'corpus.jsonl');
const dev = only ? [] : load('dev.jsonl');
const test = only ? [] : load('test.jsonl');
const seen = new Set();
for (const { row } of corpus) {
  if (seen.has(row.id)) err(row.id, 'duplicate id');
  seen.add(row.id);
  checkRow(row);
}
const isTest = (id) => createHash('sha256').update(id).digest()[0] < 102;
const byId = new Map(corpus.map((x) => [x.row.id, JSON.stringify(x.row)]));
const devIds = new Set(dev.map((x) => x.row.id));
const testIds = new Set(test.map((x) => x.row.id));
for (const [name, part, want] of [
  ['dev', dev, false],
  ['test', test, true],
]) {
  for (const { row } of part) {
    if (!byId.has(row.id)) err(row.id, `in ${name} but not in corpus`);
    else if (byId.get(row.id) !== JSON.stringify(row))
      err(row.id, `${name} row differs from corpus row`);
    if (isTest(row.id) !== want)
      err(row.id, `in ${name} but sha256 split says ${want ? 'dev' : 'test'}`);
  }
}
for (const id of only ? [] : byId.keys()) {
  if (devIds.has(id) === testIds.has(id))
    err(id, devIds.has(id) ? 'in both dev and test' : 'in neither dev nor test');
}

// summary
const stats = (rows) => {
  const cards = rows.flatMap(({ row }) =>
    Object.entries(row.expected || {}).map(([cid, e]) => ({
      ...e,
      cat: row.request.active_nudges.find((c) => c.card_id === cid)?.category,
    })),
  );
  const res = cards.filter((c) => c.resolved).length;
  const saf = cards.filter((c) => SAFETY.has(c.cat)).length;
  return `${rows.length} windows, ${cards.length} cards, ${res} resolved (${((100 * res) / cards.length).toFixed(1)}%), ${saf} safety (${((100 * saf) / cards.length).toFixed(1)}%)`;
};
console.log(`${only ? 'file' : 'corpus'}: ${stats(corpus)}`);
if (!only) {
  console.log(`dev:    ${stats(dev)}`);
  console.log(`test:   ${stats(test)}`);
}
if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n${errors.join('\n')}`);
  process.exit(1);
}
console.log('ok');
