// Validates a recordability hold-out set written after tuning (no dependencies).
// Usage: node eval/recordability/check-holdout.mjs eval/recordability/holdout-N[/holdout.jsonl]
// Same request and label rules as eval/recordability/check.mjs (spec: POST /api/recordability/analyze
// fields and limits; well-formed expected/source blocks), without the dev/test split, plus:
// ids <prefix>-0001.. in order, the prefix (rh, rh3, rh4, ...) taken from the first row; variant false; official source URLs only (eCFR or osha.gov);
// column consistent with criteria (G death, H days away, I restricted/transfer, J other).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
      v.forEach((s, i) => {
        checkField(id, `${path}[${i}]`, { t: 'string', min: rule.min, max: rule.max }, s);
      });
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
          {
            t: 'enum',
            v: ['employee', 'witness', 'clinician', 'employer', 'injury_report'],
          },
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
  for (const [p, d] of [
    ['incident.incident_date', c.incident?.incident_date],
    ['prior_condition.prior_incident_date', c.prior_condition?.prior_incident_date],
  ]) {
    if (d && !/^202[56]-/.test(d)) err(id, `${p} ${d} not in 2025-2026`);
  }
  // crude identifier scan on all free text: emails, phone numbers, SSNs, honorific + capitalised name
  const text = JSON.stringify(c);
  if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(text)) err(id, 'looks like an email address');
  if (/\b\d{3}-\d{2}-\d{4}\b/.test(text)) err(id, 'looks like an SSN');
  if (/\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/.test(text)) err(id, 'looks like a phone number');
  if (/\b(Mr|Mrs|Ms|Dr)\.? [A-Z][a-z]+/.test(text)) err(id, 'looks like a personal name');
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
