/**
 * Nudge benchmark: windows per second of the full check (offline judge + service rules + outbound scan) at the
 * spec's maximum sizes (64 cards x 256 segments), against a baseline measured in the same run: parsing every
 * segment and card body once with src/language (`analyze`), the floor any reader of the window pays.
 *
 * Two workloads. Warm: the synthetic encounters are built from a pool of sentences, so segment texts repeat, as
 * they do when a consumer re-sends a sliding window (the window reader caches each text's reading). Cold: every
 * segment text is unique, so every segment is read from scratch (the worst case: a first call with a full window).
 */
import { analyze } from '../src/language/index.ts';
import { createRulesClient } from '../src/model/index.ts';
import { checkResolution } from '../src/nudge/check.ts';
import type { CheckResolutionInput, NudgeCard, TranscriptSegment } from '../src/nudge/schema.ts';
import { CARD_TEMPLATES } from '../src/nudge/templates.ts';

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

/** A maximum-size window; `unique` appends a marker so that no segment text repeats anywhere in the run. */
function window(seed: number, unique: boolean): CheckResolutionInput {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const segments: TranscriptSegment[] = [];
  let t = 0;
  for (let i = 0; i < 256; i++) {
    const clinician = i % 2 === 0;
    const marker = unique ? ` Visit ${seed} turn ${i}.` : '';
    const text = `${pick(clinician ? CLINICIAN : PATIENT)} ${pick(clinician ? CLINICIAN : PATIENT)}${marker}`;
    segments.push({
      segment_id: `w${seed}-s${i}`,
      speaker: clinician ? 'clinician' : 'patient',
      text,
      started_at_ms: t,
      ended_at_ms: t + 4000,
    });
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
async function rate(
  pool: readonly CheckResolutionInput[],
  work: (w: CheckResolutionInput) => unknown,
  ms: number,
): Promise<number> {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await work(pool[n % pool.length]!);
    n += 1;
  }
  return n / ((performance.now() - start) / 1000);
}

let serial = 0;

export async function run(): Promise<string> {
  const warmPool = Array.from({ length: 32 }, (_, i) => window(i + 1, false));
  // More unique segments than the reader's cache holds, visited in order: every read misses.
  const coldPool = Array.from({ length: 32 }, (_, i) => window(1000 + i, true));
  let sink = 0;
  // The baseline parses texts it has never seen (the language layer keeps no cache).
  const parseOnly = (w: CheckResolutionInput) => {
    serial += 1;
    for (const s of w.transcript_window) sink += analyze(`${s.text} ${serial}`).tokens.length;
    for (const c of w.active_nudges) sink += analyze(c.body).tokens.length;
  };
  const check = (w: CheckResolutionInput) => checkResolution(w, rules);
  await rate(warmPool, check, 300); // warm-up (JIT, caches)
  // Interleaved rounds, median of each: a busy neighbour slows all three alike.
  const rounds: Array<[number, number, number]> = [];
  for (let r = 0; r < 5; r++)
    rounds.push([
      await rate(coldPool, parseOnly, 600),
      await rate(warmPool, check, 600),
      await rate(coldPool, check, 1200),
    ]);
  const median = (k: 0 | 1 | 2) => rounds.map((x) => x[k]).sort((a, b) => a - b)[2]!;
  const [baseline, warm, cold] = [median(0), median(1), median(2)];
  if (sink < 0) throw new Error('unreachable');
  const row = (name: string, r: number) =>
    `| ${name} | ${r.toFixed(1)} | ${(r / baseline).toFixed(3)} |`;
  return [
    '## Nudge resolution check (offline judge)',
    '',
    'Windows at the spec maximum: 64 cards x 256 segments (two sentences each, about 100 characters); ' +
      'median of 5 interleaved rounds. Warm: segment texts repeat (a re-sent sliding window); cold: every text is new.',
    '',
    '| pass | windows/s | ratio to baseline |',
    '|---|---|---|',
    row('baseline: parse every segment and card once (src/language analyze)', baseline),
    row('full check, warm: intents + window evidence + rules + service rules', warm),
    row('full check, cold: every segment read from scratch', cold),
  ].join('\n');
}
