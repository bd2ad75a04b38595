/**
 * Grading throughput: events per second for one case with 10,000 events across 8 members, against a
 * baseline measured in the same run: validating the same body and parsing every event's timestamp
 * (the least any grader must do). The ratio says what the matrix, pairing and roll-ups cost on top.
 */
import { createHash } from 'node:crypto';
import { gradeCase } from '../src/grading/grade.ts';
import { ROLES } from '../src/grading/matrix.ts';
import { gradeCaseRequestSchema } from '../src/grading/schema.ts';
import { parseTimestamp } from '../src/grading/time.ts';
import { parseWith } from '../src/validation.ts';

const EVENTS = 10_000;
const MEMBERS = 8;
const NOW = new Date('2026-12-31T00:00:00Z');
const T0 = Date.parse('2026-01-05T08:00:00Z');

/** Deterministic pseudo-random numbers (a 32-bit LCG), so every run grades the same case. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** A synthetic case: anchors, paired timeline and coordination events, waits, records and orders. */
function syntheticCase(events = EVENTS): Record<string, unknown> {
  const rand = lcg(7);
  const team = Array.from({ length: MEMBERS }, (_, i) => ({
    clinician_user_id_hash: createHash('sha256').update(`synthetic-bench-${i}`).digest('hex'),
    role: ROLES[i % ROLES.length]!,
  }));
  const at = (hours: number): string => new Date(T0 + hours * 3_600_000).toISOString();
  const timeline: object[] = [],
    coordination: object[] = [],
    documentation: object[] = [],
    orders: object[] = [],
    regulatory: object[] = [];
  let count = 0,
    hour = 0,
    ref = 0;
  const pairs: Array<[object[], string, string]> = [
    [timeline, 'encounter_ended', 'note_signed'],
    [timeline, 'handoff', 'note_signed'],
    [timeline, 'issue_opened', 'issue_resolved'],
    [coordination, 'task_assigned', 'task_closed'],
    [coordination, 'question_asked', 'question_answered'],
  ];
  while (count < events) {
    hour += rand() * 6;
    const actor = team[Math.floor(rand() * MEMBERS)]!.clinician_user_id_hash;
    const pick = rand();
    if (pick < 0.05) {
      timeline.push({ kind: 'info_available', actor_hash: null, at: at(hour) });
      count++;
    } else if (pick < 0.3) {
      timeline.push({
        kind: ['first_contact', 'decision_made', 'intervention_started', 'employer_update_sent'][
          Math.floor(rand() * 4)
        ],
        actor_hash: actor,
        at: at(hour),
      });
      count++;
    } else if (pick < 0.75) {
      const [group, open, close] = pairs[Math.floor(rand() * pairs.length)]!;
      const r = `r${ref++}`;
      group.push({ kind: open, actor_hash: actor, at: at(hour), ref: r });
      count++;
      if (rand() < 0.9) {
        group.push({ kind: close, actor_hash: actor, at: at(hour + rand() * 72), ref: r });
        count++;
      }
    } else if (pick < 0.78) {
      const r = `w${ref++}`;
      timeline.push(
        { kind: 'external_wait_start', actor_hash: null, at: at(hour), ref: r },
        { kind: 'external_wait_end', actor_hash: null, at: at(hour + rand() * 48), ref: r },
      );
      count += 2;
    } else if (pick < 0.88) {
      documentation.push({
        actor_hash: actor,
        at: at(hour),
        required_fields_present: 3 + Math.floor(rand() * 3),
        required_fields_total: 5,
      });
      count++;
    } else if (pick < 0.97) {
      orders.push({
        actor_hash: actor,
        at: at(hour),
        order_code: `C${Math.floor(rand() * 40)}`,
        new_indication: rand() < 0.5,
      });
      count++;
    } else {
      regulatory.push({
        actor_hash: actor,
        required: true,
        filed: true,
        due_at: at(hour + 96),
        filed_at: at(hour + rand() * 120),
      });
      count++;
    }
  }
  timeline.unshift({ kind: 'case_opened', actor_hash: null, at: at(0) });
  return {
    case_id: 'case-synthetic-bench',
    care_team: team,
    signals: { timeline, coordination, documentation, orders, regulatory },
  };
}

/**
 * Median seconds per call of each function over `rounds` rounds of `reps` calls. The functions take
 * turns within each round, so drift in machine load touches them alike.
 */
function timeAll(fns: ReadonlyArray<() => unknown>, reps: number, rounds = 9): number[] {
  for (const fn of fns) for (let i = 0; i < reps; i++) fn();
  const samples = fns.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, f) => {
      const start = performance.now();
      for (let i = 0; i < reps; i++) fn();
      samples[f]!.push((performance.now() - start) / 1000 / reps);
    });
  }
  return samples.map((s) => s.sort((a, b) => a - b)[Math.floor(rounds / 2)]!);
}

function eventCount(body: Record<string, unknown>): number {
  return Object.values(body.signals as Record<string, unknown[]>).reduce(
    (n, group) => n + group.length,
    0,
  );
}

export async function run(): Promise<string> {
  const body = syntheticCase();
  const events = eventCount(body);
  const parsed = parseWith(gradeCaseRequestSchema, body);

  const [baseline, full, engine] = timeAll(
    [
      () => {
        const input = parseWith(gradeCaseRequestSchema, body);
        let valid = 0;
        for (const group of Object.values(input.signals ?? {}))
          for (const e of group ?? []) if (parseTimestamp(e.at) !== null) valid++;
        return valid;
      },
      () => gradeCase(parseWith(gradeCaseRequestSchema, body), { now: NOW }),
      () => gradeCase(parsed, { now: NOW }),
    ],
    10,
  ) as [number, number, number];

  const rate = (seconds: number): string => Math.round(events / seconds).toLocaleString('en-US');
  const ms = (seconds: number): string => (seconds * 1000).toFixed(1);
  return [
    '## Grading (`gradeCase`)',
    '',
    `One synthetic case, ${events.toLocaleString('en-US')} events across ${MEMBERS} members (all four roles), median of 9 interleaved rounds.`,
    '',
    '| Path | ms per case | events/s |',
    '|---|---:|---:|',
    `| Baseline: validate the body and parse every timestamp | ${ms(baseline)} | ${rate(baseline)} |`,
    `| Validate + grade (what the API and \`ohds grade\` do) | ${ms(full)} | ${rate(full)} |`,
    `| Grade an already validated body (engine only) | ${ms(engine)} | ${rate(engine)} |`,
    '',
    `Ratio, validate + grade against the baseline: **${(baseline / full).toFixed(2)}** (1.00 would mean grading costs nothing beyond reading the events).`,
  ].join('\n');
}
