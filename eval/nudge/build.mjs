// Builds eval/nudge/{corpus,dev,test}.jsonl from the hand-written window sources in eval/nudge/src/*.txt.
// Usage: node eval/nudge/build.mjs                      (src/ -> corpus/dev/test.jsonl)
//        node eval/nudge/build.mjs <src dir> <out.jsonl>  (another set, e.g. a holdout; one file, no split)
//
// Source format (one window per "@@" block; blank lines and lines starting with "#" are ignored):
//   @@ <window id> | <visit type>
//   card <card_id> <category> :: <body the clinician saw>
//   > <speaker> | <text>          a transcript segment (numbered 1.. in order)
//   >~ <speaker> | <text>         a segment that overlaps the previous one (crosstalk)
//   = <card_id> | Y|N | <kind> | <answer_type> | <segment numbers, comma separated, or -> | <rule tag> | <why>
//
// Timing is derived deterministically from word counts (about 0.33-0.42 s a word, gaps 0.15-0.9 s)
// and a per-window offset, so windows look like slices of longer visits. Segment ids use one of a
// few per-window styles, the way different ASR front ends label them.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
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
const RULES = new Set([
  'asked-answered',
  'proxy-answered',
  'volunteered',
  'action-done',
  'discussed',
  'moved-past',
  'open-not-mentioned',
  'open-unanswered',
  'open-partial',
  'open-one-part',
  'open-wrong-target',
  'open-deferred',
  'open-topic-only',
  'open-safety',
]);
export const SAFETY = new Set([
  'emergency-activation',
  'escalation-indicated',
  'red-flag-screening',
  'patient-location-unconfirmed',
  'otc-contraindication-check',
]);

function rng(seed) {
  let h = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i + 4 > h.length) {
      h = createHash('sha256').update(h).digest();
      i = 0;
    }
    const v = h.readUInt32BE(i);
    i += 4;
    return v / 0x100000000;
  };
}

const SEG_STYLES = [
  (w, n) => `${w}-s${n}`,
  (_w, n) => `seg-${String(n).padStart(3, '0')}`,
  (_w, n) => `u${n}`,
  (_w, n) => `utt_${String(n).padStart(4, '0')}`,
  (w, n) => `${w}:${n}`,
];

const problems = [];
const fail = (where, msg) => problems.push(`${where}: ${msg}`);

function parse(file, text) {
  const windows = [];
  let cur = null;
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.replace(/\s+$/, '');
    const where = `${file}:${i + 1}`;
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (line.startsWith('@@ ')) {
      const [id, visit] = line.slice(3).split(' | ');
      cur = {
        id: id.trim(),
        visit_type: (visit || '').trim(),
        cards: [],
        segs: [],
        labels: new Map(),
        where,
      };
      windows.push(cur);
      continue;
    }
    if (!cur) {
      fail(where, 'line outside a window');
      continue;
    }
    if (line.startsWith('card ')) {
      const m = line.match(/^card (\S+) (\S+) :: (.+)$/);
      if (!m) {
        fail(where, 'bad card line');
        continue;
      }
      cur.cards.push({ card_id: m[1], category: m[2], body: m[3].trim() });
      continue;
    }
    if (line.startsWith('>')) {
      const m = line.match(/^>(~?) ([^|]+?) \| (.+)$/);
      if (!m) {
        fail(where, 'bad segment line');
        continue;
      }
      cur.segs.push({ overlap: m[1] === '~', speaker: m[2].trim(), text: m[3].trim() });
      continue;
    }
    if (line.startsWith('= ')) {
      const p = line.slice(2).split(' | ');
      if (p.length < 7) {
        fail(where, 'bad label line');
        continue;
      }
      const [cid, yn, kind, atype, segs, rule] = p.map((s) => s.trim());
      const why = p.slice(6).join(' | ').trim();
      if (cur.labels.has(cid)) fail(where, `duplicate label ${cid}`);
      cur.labels.set(cid, { cid, yn, kind, atype, segs, rule, why, where });
      continue;
    }
    fail(where, `unrecognised line: ${line.slice(0, 40)}`);
  }
  return windows;
}

function build(w) {
  const r = rng(w.id);
  const style = SEG_STYLES[Math.floor(r() * SEG_STYLES.length)];
  let t = Math.floor(r() * 900) * 1000 + Math.floor(r() * 1000); // window starts somewhere in the visit
  let prev = null;
  const segs = w.segs.map((s, k) => {
    const words = s.text.split(/\s+/).length;
    const dur = Math.round(500 + words * (330 + r() * 90));
    let start;
    if (s.overlap && prev)
      start =
        prev.started_at_ms +
        Math.round((prev.ended_at_ms - prev.started_at_ms) * (0.4 + r() * 0.4));
    else start = t + Math.round(150 + r() * 750);
    const seg = {
      segment_id: style(w.id, k + 1),
      speaker: s.speaker,
      text: s.text,
      started_at_ms: start,
      ended_at_ms: start + dur,
    };
    t = Math.max(t, seg.ended_at_ms);
    prev = seg;
    return seg;
  });
  const expected = {};
  for (const c of w.cards) {
    const l = w.labels.get(c.card_id);
    if (!l) {
      fail(w.where, `${w.id}: card ${c.card_id} has no label`);
      continue;
    }
    if (!['Y', 'N'].includes(l.yn)) fail(l.where, `resolved must be Y or N`);
    if (!KINDS.has(l.kind)) fail(l.where, `bad kind ${l.kind}`);
    if (!TYPES.has(l.atype)) fail(l.where, `bad answer_type ${l.atype}`);
    if (!RULES.has(l.rule)) fail(l.where, `bad rule ${l.rule}`);
    const resolved = l.yn === 'Y';
    if (resolved !== !l.rule.startsWith('open-'))
      fail(l.where, `rule ${l.rule} disagrees with ${l.yn}`);
    if (SAFETY.has(c.category) && (resolved || l.rule !== 'open-safety'))
      fail(l.where, 'safety card must be open-safety');
    if (!SAFETY.has(c.category) && l.rule === 'open-safety')
      fail(l.where, 'open-safety on a non-safety card');
    const nums = l.segs === '-' ? [] : l.segs.split(',').map((x) => Number(x.trim()));
    if (resolved && nums.length === 0) fail(l.where, 'resolved card without supporting segments');
    if (!resolved && nums.length) fail(l.where, 'open card with segments');
    for (const n of nums)
      if (!(n >= 1 && n <= segs.length)) fail(l.where, `segment ${n} out of range`);
    expected[c.card_id] = {
      resolved,
      kind: l.kind,
      answer_type: l.atype,
      why: l.why,
      segments: nums.map((n) => segs[n - 1].segment_id),
      rule: l.rule,
    };
  }
  for (const cid of w.labels.keys())
    if (!w.cards.some((c) => c.card_id === cid))
      fail(w.where, `${w.id}: label for unknown card ${cid}`);
  return {
    id: w.id,
    visit_type: w.visit_type,
    request: { encounter_id: w.id, active_nudges: w.cards, transcript_window: segs },
    expected,
  };
}

const [srcArg, outArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (srcArg && !outArg) {
  console.error('usage: build.mjs [<src dir> <out.jsonl>]');
  process.exit(2);
}
const srcDir = srcArg ? resolve(srcArg) : join(dir, 'src');
const files = readdirSync(srcDir)
  .filter((f) => f.endsWith('.txt'))
  .sort();
const rows = [];
for (const f of files)
  for (const w of parse(f, readFileSync(join(srcDir, f), 'utf8'))) rows.push(build(w));
const ids = new Set();
for (const r of rows) {
  if (ids.has(r.id)) fail(r.id, 'duplicate window id');
  ids.add(r.id);
}
rows.sort((a, b) => a.id.localeCompare(b.id));

export const isTest = (id) => createHash('sha256').update(id).digest()[0] < 102;
const line = (r) => `${JSON.stringify(r)}\n`;
if (outArg) writeFileSync(resolve(outArg), rows.map(line).join(''));
else {
  writeFileSync(join(dir, 'corpus.jsonl'), rows.map(line).join(''));
  writeFileSync(
    join(dir, 'dev.jsonl'),
    rows
      .filter((r) => !isTest(r.id))
      .map(line)
      .join(''),
  );
  writeFileSync(
    join(dir, 'test.jsonl'),
    rows
      .filter((r) => isTest(r.id))
      .map(line)
      .join(''),
  );
}

// summary
const cards = rows.flatMap((r) =>
  Object.entries(r.expected).map(([cid, e]) => ({
    ...e,
    cid,
    win: r.id,
    cat: r.request.active_nudges.find((c) => c.card_id === cid).category,
  })),
);
const count = (f) => {
  const m = {};
  for (const c of cards) m[f(c)] = (m[f(c)] || 0) + 1;
  return m;
};
const res = cards.filter((c) => c.resolved).length;
console.log(
  `windows ${rows.length}  cards ${cards.length}  resolved ${res} (${((100 * res) / cards.length).toFixed(1)}%)  safety ${cards.filter((c) => SAFETY.has(c.cat)).length}`,
);
if (!outArg)
  console.log(
    'split: test',
    rows.filter((r) => isTest(r.id)).length,
    'dev',
    rows.filter((r) => !isTest(r.id)).length,
  );
console.log('kind', JSON.stringify(count((c) => c.kind)));
console.log('kind resolved', JSON.stringify(count((c) => `${c.kind}:${c.resolved ? 'Y' : 'N'}`)));
console.log('answer_type', JSON.stringify(count((c) => c.answer_type)));
console.log('rule', JSON.stringify(count((c) => c.rule)));
if (process.argv.includes('--cats'))
  console.log(
    'category',
    JSON.stringify(
      count((c) => c.cat),
      null,
      0,
    ),
  );
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
