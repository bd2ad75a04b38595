/**
 * Signal normalisation: turns the request's signal groups into per-member evidence. A member's
 * evidence holds only events carrying their own `actor_hash`; case anchors and external waits are
 * case-wide. Events whose `at` is missing or malformed do not contribute; opening and closing events
 * pair by `ref`; declared external waits are merged for active-duration arithmetic.
 */
import type { PairFamily } from './matrix.ts';
import type { Signals } from './schema.ts';
import { type Interval, parseDayOrTimestamp, parseTimestamp, WaitIndex } from './time.ts';

/** The spec's opening/closing kinds per family, and the group each lives in. */
const PAIR_KINDS: Record<
  PairFamily,
  { group: 'timeline' | 'coordination'; open: string; close: string }
> = {
  encounter_note: { group: 'timeline', open: 'encounter_ended', close: 'note_signed' },
  handoff_note: { group: 'timeline', open: 'handoff', close: 'note_signed' },
  issue: { group: 'timeline', open: 'issue_opened', close: 'issue_resolved' },
  task: { group: 'coordination', open: 'task_assigned', close: 'task_closed' },
  thread: { group: 'coordination', open: 'thread_opened', close: 'thread_closed' },
  question: { group: 'coordination', open: 'question_asked', close: 'question_answered' },
};
const FAMILIES = Object.keys(PAIR_KINDS) as PairFamily[];
const ANCHOR_KINDS = new Set(['case_opened', 'info_available']);
const ACTION_KINDS = new Set([
  'first_contact',
  'decision_made',
  'intervention_started',
  'employer_update_sent',
]);
const WAIT = { open: 'external_wait_start', close: 'external_wait_end' };

export interface Pair {
  family: PairFamily;
  opened: number;
  /** Null while the opening event has no closing event. */
  closed: number | null;
}

export interface Filing {
  due: number;
  /** Null when not filed. */
  filedAt: number | null;
}

export interface Order {
  /** The same order code was already ordered earlier in the case, by anyone. */
  repeat: boolean;
  newIndication: boolean | undefined;
}

/** Everything one actor did, ready for the KPI measures. */
export interface MemberEvidence {
  /** Action kind -> ascending times. */
  actions: Map<string, number[]>;
  pairs: Pair[];
  documentation: number[];
  referrals: number[];
  filings: Filing[];
  orders: Order[];
}

export interface CaseEvidence {
  /** Ascending times of `case_opened` and `info_available`. */
  anchors: number[];
  waits: WaitIndex;
  byActor: Map<string, MemberEvidence>;
}

interface Timed {
  kind: string;
  actor: string | null;
  at: number;
  ref: string | null;
}

type RawEvent = {
  kind?: string | undefined;
  actor_hash?: string | null | undefined;
  at?: unknown;
  ref?: string | null | undefined;
};

/** Events with a usable kind and timestamp, in ascending time (input order on ties). */
function timed(events: readonly RawEvent[] | undefined): Timed[] {
  const out: Timed[] = [];
  for (const e of events ?? []) {
    const at = parseTimestamp(e.at);
    if (at === null || e.kind === undefined) continue;
    // An empty ref pairs with nothing, like a missing one.
    out.push({ kind: e.kind, actor: e.actor_hash ?? null, at, ref: e.ref || null });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** An `at` that is given must be a timestamp; groups whose table row lists no `at` may omit it. */
function atAcceptable(at: unknown): boolean {
  return at === undefined || at === null || parseTimestamp(at) !== null;
}

/**
 * Pairs each opening (ascending) with the earliest unused closing of the same ref at or after it.
 * Openings without a ref can never be closed and do not contribute.
 */
function pairByRef(
  events: readonly Timed[],
  open: string,
  close: string,
): Array<{ opening: Timed; closing: Timed | null }> {
  const closings = new Map<string, Timed[]>();
  for (const e of events) {
    if (e.kind === close && e.ref !== null) {
      const list = closings.get(e.ref);
      if (list) list.push(e);
      else closings.set(e.ref, [e]);
    }
  }
  const next = new Map<string, number>();
  const out: Array<{ opening: Timed; closing: Timed | null }> = [];
  for (const opening of events) {
    if (opening.kind !== open || opening.ref === null) continue;
    const list = closings.get(opening.ref) ?? [];
    let i = next.get(opening.ref) ?? 0;
    while (i < list.length && list[i]!.at < opening.at) i++;
    out.push({ opening, closing: list[i] ?? null });
    next.set(opening.ref, i < list.length ? i + 1 : i);
  }
  return out;
}

function emptyEvidence(): MemberEvidence {
  return {
    actions: new Map(),
    pairs: [],
    documentation: [],
    referrals: [],
    filings: [],
    orders: [],
  };
}

/** Normalises the request's signal groups (absent or null gives empty evidence). */
export function normaliseSignals(signals: Signals | null | undefined): CaseEvidence {
  const byActor = new Map<string, MemberEvidence>();
  const of = (actor: string | null | undefined): MemberEvidence | null => {
    if (actor === null || actor === undefined) return null;
    let evidence = byActor.get(actor);
    if (!evidence) byActor.set(actor, (evidence = emptyEvidence()));
    return evidence;
  };

  const timeline = timed(signals?.timeline);
  const coordination = timed(signals?.coordination);
  const anchors: number[] = [];
  for (const e of timeline) {
    if (ANCHOR_KINDS.has(e.kind)) anchors.push(e.at);
    else if (ACTION_KINDS.has(e.kind)) {
      const actions = of(e.actor)?.actions;
      const times = actions?.get(e.kind);
      if (times) times.push(e.at);
      else actions?.set(e.kind, [e.at]);
    }
  }

  // Spec: a *paired* external_wait_start/external_wait_end is subtracted; a start with no end declares no interval.
  const waits: Interval[] = pairByRef(timeline, WAIT.open, WAIT.close).flatMap(
    ({ opening, closing }) => (closing === null ? [] : [{ start: opening.at, end: closing.at }]),
  );

  for (const family of FAMILIES) {
    const { group, open, close } = PAIR_KINDS[family];
    for (const { opening, closing } of pairByRef(
      group === 'timeline' ? timeline : coordination,
      open,
      close,
    )) {
      const pair: Pair = { family, opened: opening.at, closed: closing?.at ?? null };
      of(opening.actor)?.pairs.push(pair);
      // The closing actor shares the pair; an open pair belongs to whoever opened it.
      if (closing && closing.actor !== opening.actor) of(closing.actor)?.pairs.push(pair);
    }
  }

  for (const e of signals?.documentation ?? []) {
    const { required_fields_present: present, required_fields_total: total } = e;
    if (!atAcceptable(e.at) || present === undefined || total === undefined || total === 0)
      continue;
    of(e.actor_hash)?.documentation.push(present / total);
  }

  for (const e of signals?.referrals ?? []) {
    if (!atAcceptable(e.at)) continue;
    const { required_fields_present: present, required_fields_total: total } = e;
    const ratio =
      present !== undefined && total !== undefined && total > 0
        ? present / total
        : e.packet_complete !== undefined
          ? Number(e.packet_complete)
          : null;
    if (ratio !== null) of(e.actor_hash)?.referrals.push(ratio);
  }

  for (const e of signals?.regulatory ?? []) {
    if (!atAcceptable(e.at) || e.required !== true) continue;
    const due = parseDayOrTimestamp(e.due_at, 'end');
    const filedAt = e.filed === true ? parseDayOrTimestamp(e.filed_at, 'start') : null;
    // A filing marked filed without a usable filed_at cannot be judged on time.
    if (due === null || (e.filed === true && filedAt === null)) continue;
    of(e.actor_hash)?.filings.push({ due, filedAt });
  }

  const orders = (signals?.orders ?? [])
    .map((e) => ({ e, at: parseTimestamp(e.at) }))
    .filter(
      (o): o is { e: (typeof o)['e']; at: number } => o.at !== null && o.e.order_code !== undefined,
    )
    .sort((a, b) => a.at - b.at);
  const ordered = new Set<string>();
  for (const { e } of orders) {
    const code = e.order_code!;
    of(e.actor_hash)?.orders.push({ repeat: ordered.has(code), newIndication: e.new_indication });
    ordered.add(code);
  }

  return { anchors: anchors.sort((a, b) => a - b), waits: new WaitIndex(waits), byActor };
}

/** How a pair family reads in a rationale: its opening and closing kinds. */
export function describeFamily(family: PairFamily): string {
  return `${PAIR_KINDS[family].open}/${PAIR_KINDS[family].close}`;
}

/** The evidence of one member (empty when no event carries their hash). */
export function evidenceOf(evidence: CaseEvidence, actorHash: string): MemberEvidence {
  return evidence.byActor.get(actorHash) ?? emptyEvidence();
}
