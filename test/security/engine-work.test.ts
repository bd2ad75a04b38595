/**
 * A bound on the work the offline engines do for adversarial input at the documented request limits: each
 * request completes with a valid result, and the text at the limits costs less than MAX_RATIO times the time of
 * a quarter of it (a ratio measured in the same run, so it holds on any machine: linear work gives about 4x,
 * quadratic work about 16x, and a quadratic term that dominates only near the limits still shows above 8x).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRulesClient } from '../../src/model/rules.ts';
import { checkResolution } from '../../src/nudge/check.ts';
import { type CheckResolutionInput, checkResolutionRequestSchema } from '../../src/nudge/schema.ts';
import { suggestCards } from '../../src/nudge/suggest.ts';
import { analyzeCase } from '../../src/recordability/analyze.ts';
import {
  type AnalyzeRequest,
  analyzeRequestSchema,
  factorResultSchema,
} from '../../src/recordability/schema.ts';

/** `unit` repeated to exactly `n` characters. */
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** Text shapes that have made pattern readers backtrack or rescan: runs, repeated cue words, one long token. */
const SHAPES: Record<string, string> = {
  one_char: 'a',
  spaces: ' ',
  no_no: 'no no ',
  negated_list: 'no, sutures needed ',
  digits: '7',
  one_token: 'commutscaffoldchokdrainlancappl',
  short_lines: 'A.\n',
  sentences: 'Ice applied. ',
  cue_words: 'reported while working at work, ',
  mg_doses: 'ibuprofen 200 mg ',
  tabs: '\t',
};

/**
 * A recordability request whose every free-text field is `shape` at `scale` of its limit (scale 1 = the limits:
 * descriptions 8,000, activity 1,000, 20 statements of 8,000, 25 treatments of 1,000, prior condition 4,000).
 */
function caseAt(shape: string, scale: number): AnalyzeRequest {
  const text = (limit: number) => {
    const s = fill(shape, Math.round(limit * scale));
    return s.trim() === '' ? `x${s.slice(1)}` : s;
  };
  return analyzeRequestSchema.parse({
    case: {
      incident: { description: text(8000), activity_at_time: text(1000) },
      injury: { description: text(8000), diagnosis: text(500), body_part: text(200) },
      employee: { job_title: text(200), job_duties: text(2000) },
      treatment: {
        provided: Array.from({ length: 25 }, () => text(1000)),
        provider_type: text(200),
      },
      prior_condition: { exists: true, description: text(4000) },
      statements: Array.from({ length: 20 }, (_, i) => ({
        source: (['employee', 'witness', 'clinician', 'employer'] as const)[i % 4]!,
        text: text(8000),
      })),
    },
  });
}

/** A nudge window at `scale` of its limits: 256 segments of 8,000 characters, 64 cards of 280. */
function windowAt(shape: string, scale: number): CheckResolutionInput {
  const text = (limit: number) => {
    const s = fill(shape, Math.max(1, Math.round(limit * scale)));
    return s.trim() === '' ? `x${s.slice(1)}` : s;
  };
  return checkResolutionRequestSchema.parse({
    active_nudges: Array.from({ length: 64 }, (_, i) => ({
      card_id: `c${i}`,
      category: ['pain', 'sleep', 'work-status', 'imaging'][i % 4],
      body: `Ask about it. ${text(250)}`,
    })),
    transcript_window: Array.from({ length: 256 }, (_, i) => ({
      segment_id: `s${i}`,
      speaker: i % 2 === 0 ? 'clinician' : 'patient',
      text: text(8000),
      started_at_ms: i * 1000,
      ended_at_ms: i * 1000 + 900,
    })),
  });
}

const model = createRulesClient();

/** Milliseconds one run takes. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

const MAX_RATIO = 8;
/** Below this the timer and the fixed costs dominate: the small run counts as at least this long. */
const FLOOR_MS = 5;

/**
 * Times `large` against `small` (a quarter of its text). The small one runs twice and the faster counts (its
 * first run also compiles the patterns and code paths for both); the large one runs again only when its first
 * run breaks the bound, and then the faster counts: the fastest run is the least noisy estimate of the work, and
 * a first run within the bound already passes whatever a second would measure.
 */
async function assertLinear(
  label: string,
  small: () => Promise<unknown>,
  large: () => Promise<unknown>,
): Promise<void> {
  const a = Math.max(FLOOR_MS, Math.min(await timed(small), await timed(small)));
  let b = await timed(large);
  if (b >= MAX_RATIO * a) b = Math.min(b, await timed(large));
  assert.ok(
    b < MAX_RATIO * a,
    `${label}: 4x the text took ${(b / a).toFixed(1)}x the time (${a.toFixed(1)} ms -> ${b.toFixed(1)} ms)`,
  );
}

test('recordability analysis at the field limits completes with a valid result, in time linear in the text', async () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    const large = caseAt(shape, 1);
    const small = caseAt(shape, 0.25);
    await assertLinear(
      `analyze ${name}`,
      () => analyzeCase(small, { model, paragraphs: null }),
      async () => {
        const result = await analyzeCase(large, { model, paragraphs: null });
        assert.equal(result.provider, 'rules', name);
        for (const f of Object.values(result.factors))
          assert.ok(
            factorResultSchema.safeParse(f).success,
            `${name}: a factor result leaves its schema`,
          );
      },
    );
  }
});

/** The shapes that reach the nudge readers' words, sentences and numbers differently. */
const NUDGE_SHAPES = [
  'no_no',
  'digits',
  'one_token',
  'short_lines',
  'sentences',
  'cue_words',
] as const;

test('nudge checks at the window limits complete in time linear in the text, and suggestions complete', async () => {
  for (const name of NUDGE_SHAPES) {
    const large = windowAt(SHAPES[name]!, 1);
    const small = windowAt(SHAPES[name]!, 0.25);
    await assertLinear(
      `nudge check ${name}`,
      () => checkResolution(small, model),
      async () => {
        const { resolutions } = await checkResolution(large, model);
        assert.equal(resolutions.length, 64, name);
      },
    );
    // Suggestions read the same words through the same tables: validity at the limits, not timed again.
    await suggestCards(large, model);
  }
});
