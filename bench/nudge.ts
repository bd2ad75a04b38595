/**
 * Nudge benchmark: windows per second at the spec's maximum sizes (64 cards x 256 segments) with the
 * rules judge, against a baseline measured in the same run: a plain pass that only tokenises the same
 * window (every segment and card body). Windows are synthetic encounters built from a seeded sentence pool.
 */
import { createRulesClient } from '../src/model/index.ts';
import { checkResolution } from '../src/nudge/check.ts';
import { judgeWithRules } from '../src/nudge/rules-judge.ts';
import type { CheckResolutionInput, NudgeCard, TranscriptSegment } from '../src/nudge/schema.ts';
import { CARD_TEMPLATES } from '../src/nudge/templates.ts';
import { tokenize } from '../src/nudge/text.ts';

const CLINICIAN = [
  'How has the lower back been since the last visit?',
  'On a scale of zero to ten, where is the pain today?',
  'Are you sleeping through the night, or does the pain wake you up?',
  'What medicines are you taking for this right now?',
  'I will write modified duty restrictions: no lifting over twenty pounds for two weeks.',
  'Any numbness or tingling down the legs?',
  'Let us have a look at the range of motion. Bend forward for me.',
  'Here is a sheet of home exercises, twice a day.',
  'I want to see you back in two weeks for a follow up.',
  'How are you coping with all of this, mood-wise?',
];
const PATIENT = [
  'Still sore in the mornings, it loosens up by lunch.',
  'Maybe a five, it was a seven yesterday.',
  'Not great, I wake up a couple of times a night.',
  'Just ibuprofen, two tablets in the morning.',
  'My supervisor said they have lighter work on the packing line.',
  'No, nothing like that.',
  'That pulls a little on the left side.',
  'Okay, I can do that before work.',
  'Two weeks works for me.',
  'A bit stressed, mostly about money and the job.',
];

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function window(seed: number): CheckResolutionInput {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const segments: TranscriptSegment[] = [];
  let t = 0;
  for (let i = 0; i < 256; i++) {
    const clinician = i % 2 === 0;
    const text = `${pick(clinician ? CLINICIAN : PATIENT)} ${pick(clinician ? CLINICIAN : PATIENT)}`;
    segments.push({ segment_id: `w${seed}-s${i}`, speaker: clinician ? 'clinician' : 'patient', text, started_at_ms: t, ended_at_ms: t + 4000 });
    t += 4500;
  }
  const cards: NudgeCard[] = Array.from({ length: 64 }, (_, i) => {
    const template = CARD_TEMPLATES[i % CARD_TEMPLATES.length]!;
    return { card_id: `c${i}`, category: template.category, body: template.body };
  });
  return { encounter_id: `bench-${seed}`, active_nudges: cards, transcript_window: segments };
}

const rules = createRulesClient();

/** Windows per second of `work` over the pool, for at least `ms` milliseconds. */
async function rate(pool: readonly CheckResolutionInput[], work: (w: CheckResolutionInput) => unknown, ms: number): Promise<number> {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await work(pool[n % pool.length]!);
    n += 1;
  }
  return n / ((performance.now() - start) / 1000);
}

export async function run(): Promise<string> {
  const pool = Array.from({ length: 32 }, (_, i) => window(i + 1));
  let sink = 0;
  const tokeniseOnly = (w: CheckResolutionInput) => {
    for (const s of w.transcript_window) sink += tokenize(s.text).length;
    for (const c of w.active_nudges) sink += tokenize(c.body).length;
  };
  const judge = (w: CheckResolutionInput) => judgeWithRules({ cards: w.active_nudges, segments: w.transcript_window });
  const engine = (w: CheckResolutionInput) => checkResolution(w, rules);
  await rate(pool, judge, 300); // warm-up (JIT, concept memo)
  // Interleaved rounds, median of each: a busy neighbour slows all three alike.
  const rounds: Array<[number, number, number]> = [];
  for (let r = 0; r < 5; r++) rounds.push([await rate(pool, tokeniseOnly, 400), await rate(pool, judge, 400), await rate(pool, engine, 400)]);
  const median = (k: 0 | 1 | 2) => rounds.map((x) => x[k]).sort((a, b) => a - b)[2]!;
  const [baseline, judged, checked] = [median(0), median(1), median(2)];
  if (sink < 0) throw new Error('unreachable');
  const row = (name: string, r: number) => `| ${name} | ${r.toFixed(0)} | ${(r / baseline).toFixed(3)} |`;
  return [
    '## Nudge resolution check (rules judge)',
    '',
    'Windows at the spec maximum: 64 cards x 256 segments (two sentences each, about 100 characters); ' +
      'median of 5 interleaved rounds.',
    '',
    '| pass | windows/s | ratio to baseline |',
    '|---|---|---|',
    row('baseline: tokenise the window only', baseline),
    row('rules judge (all 64 cards)', judged),
    row('full check: judge + service rules + outbound scan', checked),
  ].join('\n');
}
