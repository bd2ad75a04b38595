/**
 * The window as evidence: each segment read once (turn.ts), its speaker put on the care side or the patient side
 * (roles.ts), an interpreter's English rendering standing for the patient, other-language turns set aside, and
 * the exchanges: a care-side question and the patient-side replies that follow it.
 */
import type { TranscriptSegment } from '../schema.ts';
import { assignSides, type Role, roleOfLabel, type Side, type SpeakerProfile } from './roles.ts';
import { readTurn, type SentenceReading, type TurnReading } from './turn.ts';

export interface WindowTurn {
  index: number;
  id: string;
  role: Role;
  side: Side;
  reading: TurnReading;
  /** Carries no evidence of its own: another language (the English rendering follows), or no words. */
  silent: boolean;
}

export interface Exchange {
  /** The asking turn and its asking sentences. */
  ask: number;
  sentences: readonly number[];
  /** Patient-side turns that reply, in order (at most MAX_REPLIES). */
  replies: readonly number[];
  /** A care-side turn right after the replies that restates or reads the answer ("my sheet says eight"). */
  confirm: number | null;
}

export interface WindowEvidence {
  turns: readonly WindowTurn[];
  exchanges: readonly Exchange[];
}

const MAX_REPLIES = 4;
/** A care-side turn this short, with no question and no topic of its own, keeps the replies going ("roughly", "go on", "happen"). */
const BACKCHANNEL_WORDS = 3;

function profiles(
  segments: readonly TranscriptSegment[],
  readings: readonly TurnReading[],
): SpeakerProfile[] {
  const byLabel = new Map<string, SpeakerProfile>();
  segments.forEach((s, i) => {
    const p = byLabel.get(s.speaker) ?? {
      label: s.speaker,
      role: roleOfLabel(s.speaker),
      turns: 0,
      directive: 0,
    };
    p.turns += 1;
    if (readings[i]!.sentences.some((x) => x.question || x.instruction)) p.directive += 1;
    byLabel.set(s.speaker, p);
  });
  return [...byLabel.values()];
}

/** Reads a window: turns with sides, and the exchanges. Pure; each segment text is read once (and cached). */
export function readWindow(segments: readonly TranscriptSegment[]): WindowEvidence {
  const readings = segments.map((s) => readTurn(s.text));
  const sides = assignSides(profiles(segments, readings));
  // Only a visit with an interpreter has turns in another language (the English rendering follows them).
  const interpreted = segments.some((s) => roleOfLabel(s.speaker) === 'interpreter');
  const turns = segments.map((s, index): WindowTurn => {
    const reading = readings[index]!;
    const role = roleOfLabel(s.speaker);
    return {
      index,
      id: s.segment_id,
      role,
      side: sides.get(s.speaker) ?? 'patient',
      reading,
      silent: (interpreted && reading.foreign) || reading.words === 0,
    };
  });
  return { turns, exchanges: exchangesOf(turns) };
}

function isBackchannel(turn: WindowTurn): boolean {
  return (
    turn.reading.words <= BACKCHANNEL_WORDS &&
    !turn.reading.sentences.some((s) => s.question) &&
    turn.reading.topics.size === 0
  );
}

/** Asking sentences of a care-side turn: questions, and tags or bare topics answered yes or no by the next reply. */
function askingSentences(turn: WindowTurn, next: WindowTurn | undefined): number[] {
  const polarReply =
    next !== undefined &&
    next.side === 'patient' &&
    next.reading.sentences[0]?.answers.polar != null;
  const short = turn.reading.words <= 4;
  // "zero to ten, how bad" asks for a rating even without a question form.
  const asks = (s: SentenceReading) =>
    s.question || (s.asks.has('scale') && !s.answers.statedRating);
  // A statement about the patient answered yes or no is a question ("so you're still on restrictions at work" / "yes").
  const checked = (s: SentenceReading, k: number) =>
    s.tag || s.subject === 'listener' || (short && k === turn.reading.sentences.length - 1);
  return turn.reading.sentences.flatMap((s, k) =>
    asks(s) || (polarReply && checked(s, k)) ? [k] : [],
  );
}

function exchangesOf(turns: readonly WindowTurn[]): Exchange[] {
  const out: Exchange[] = [];
  const spoken = turns.filter((t) => !t.silent);
  spoken.forEach((turn, p) => {
    if (turn.side !== 'care') return;
    const sentences = askingSentences(
      turn,
      spoken.slice(p + 1).find((t) => t.side === 'patient' || !isBackchannel(t)),
    );
    if (sentences.length === 0) return;
    const replies: number[] = [];
    let confirm: number | null = null;
    for (let q = p + 1; q < spoken.length && replies.length < MAX_REPLIES; q++) {
      const next = spoken[q]!;
      if (next.side === 'patient') {
        replies.push(next.index);
        continue;
      }
      if (isBackchannel(next) && next.reading.sentences.every((s) => !s.question)) continue;
      if (
        replies.length > 0 &&
        !next.reading.sentences.some((s) => s.question && s.target.topic.length > 0)
      )
        confirm = next.index;
      else if (replies.length === 0 && next.reading.sentences.every((s) => !s.question))
        confirm = next.index;
      break;
    }
    out.push({ ask: turn.index, sentences, replies, confirm });
  });
  return out;
}
