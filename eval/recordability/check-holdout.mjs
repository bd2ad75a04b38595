// Validates a recordability hold-out set written after tuning (no dependencies).
// Usage: node eval/recordability/check-holdout.mjs eval/recordability/holdout-N[/holdout.jsonl]
// Same request and label rules as eval/recordability/check.mjs (spec: POST /api/recordability/analyze
// fields and limits; well-formed expected/source blocks), without the dev/test split, plus:
// ids <prefix>-0001.. in order, the prefix (rh, rh3, rh4, ...) taken from the first row; variant false; official source URLs only (eCFR or osha.gov);
// column consistent with criteria (G death, H days away, I restricted/transfer, J other).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { caseRules } from './case-rules.mjs';

const given = process.argv[2] ?? 'eval/recordability/holdout-2';
const file = statSync(given).isDirectory() ? join(given, 'holdout.jsonl') : given;
const errors = [];
const err = (id, msg) => errors.push(`${id}: ${msg}`);

const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l, i) => {
    try {
      return JSON.parse(l);
    } catch (e) {
      err(`line ${i + 1}`, `does not parse (${e.message})`);
      return null;
    }
  })
  .filter(Boolean);

// The id prefix of this set (rh-, rh3-, rh4-, ...), from its first row.
const prefix = /^(rh\d*)-0001$/.exec(rows[0]?.id ?? '')?.[1] ?? 'rh';

const { checkCase, TOPICS, CRIT, EXC } = caseRules(err);
const URL_OK = /^https:\/\/www\.(ecfr\.gov\/current\/title-29\/section-1904\.|osha\.gov\/)/;

// README label rule: column is the most serious outcome among the criteria met.
function columnFor(criteria) {
  if (criteria.includes('death')) return 'G';
  if (criteria.includes('days_away')) return 'H';
  if (criteria.includes('restricted') || criteria.includes('transfer')) return 'I';
  return 'J';
}

function checkRow(r, index) {
  const id = r.id ?? '(no id)';
  const keys = Object.keys(r).sort().join(',');
  if (keys !== 'expected,id,request,source,topic,variant') err(id, `top-level keys ${keys}`);
  const want = `${prefix}-${String(index + 1).padStart(4, '0')}`;
  if (r.id !== want) err(id, `id out of sequence (want ${want})`);
  if (!TOPICS.includes(r.topic)) err(id, `bad topic ${r.topic}`);
  if (r.variant !== false) err(id, 'variant must be false in this set');
  const rq = r.request || {};
  for (const k of Object.keys(rq)) if (k !== 'case') err(id, `request has non-case key ${k}`);
  checkCase(id, rq.case);
  const e = r.expected || {};
  if (!['yes', 'no'].includes(e.recordable)) err(id, 'expected.recordable');
  if (!['yes', 'no', null].includes(e.work_related)) err(id, 'expected.work_related');
  if (!['yes', 'no', null].includes(e.new_case)) err(id, 'expected.new_case');
  if (!Array.isArray(e.criteria) || e.criteria.some((c) => !CRIT.includes(c)))
    return err(id, 'expected.criteria');
  if (new Set(e.criteria).size !== e.criteria.length) err(id, 'expected.criteria has duplicates');
  if (!(e.exception === null || EXC.test(e.exception))) err(id, 'expected.exception');
  if (![null, 'G', 'H', 'I', 'J'].includes(e.column)) err(id, 'expected.column');
  if (e.work_related !== 'yes' && e.new_case !== null)
    err(id, 'new_case must be null when not work-related');
  if (e.work_related === null && e.criteria.length)
    err(id, 'no injury or illness but criteria listed');
  if (e.recordable === 'yes') {
    if (!e.criteria.length) err(id, 'recordable without criteria');
    if (e.work_related !== 'yes' || e.new_case !== 'yes')
      err(id, 'recordable but not work-related/new');
    if (e.exception) err(id, 'recordable with an exception');
    if (e.column !== columnFor(e.criteria))
      err(id, `column ${e.column} but criteria say ${columnFor(e.criteria)}`);
  } else {
    if (e.column) err(id, 'not recordable but has column');
    if (e.work_related === 'yes' && e.new_case === 'yes' && e.criteria.length)
      err(id, 'work-related new case meets criteria but is not recordable');
  }
  if (e.exception && e.work_related !== 'no') err(id, 'exception but work_related != no');
  if (e.exception && r.topic !== 'exception')
    err(id, 'exception label outside the exception topic');
  const s = r.source || {};
  if (!['faq', 'interpretation', 'preamble', 'regulation'].includes(s.type)) err(id, 'source.type');
  for (const k of ['ref', 'url', 'point'])
    if (typeof s[k] !== 'string' || !s[k]) err(id, `source.${k}`);
  if (s.url && !URL_OK.test(s.url))
    err(id, 'source.url is not an eCFR part 1904 or www.osha.gov address');
  if (s.type === 'regulation' && !/^https:\/\/www\.ecfr\.gov\//.test(s.url ?? ''))
    err(id, 'regulation source must be an eCFR URL');
}

const seen = new Set();
rows.forEach((r, i) => {
  if (seen.has(r.id)) err(r.id, 'duplicate id');
  seen.add(r.id);
  checkRow(r, i);
});

const count = (f) => {
  const m = {};
  for (const r of rows) m[f(r)] = (m[f(r)] || 0) + 1;
  return m;
};
const narrative = rows.filter(
  (r) => r.request?.case && !r.request.case.treatment && !r.request.case.work_status,
).length;
console.log(
  `cases ${rows.length}  narrative-only ${narrative} (${Math.round((100 * narrative) / Math.max(rows.length, 1))}%)  distinct source urls ${new Set(rows.map((r) => r.source?.url)).size}`,
);
console.log(
  'recordable',
  count((r) => r.expected?.recordable),
);
console.log(
  'column',
  count((r) => r.expected?.column ?? 'none'),
);
console.log(
  'topics',
  count((r) => r.topic),
);
if (errors.length) {
  console.error(`${errors.length} problem(s):\n${errors.join('\n')}`);
  process.exit(1);
}
console.log('OK');
