/**
 * How far to trust a card's verdict (0.5-1: the engine's probability that its verdict is right). Not part of the
 * spec's response: it is for the consumer's review screens, `--explain`-style tools and the evaluation (AUROC,
 * Brier). It starts from how reliable the deciding rule is and drops when the evidence is thin:
 *   - the expected answer type was inferred loosely (from the category or a default, not from the body's words);
 *   - the reply that carries the answer is short or ambiguous (one or two content words);
 *   - a speaker's side was guessed (a diarised label such as "speaker 1", or "pt");
 *   - the card has several parts (more room to miss one), or its only topic is broad.
 * Safety cards are certain (spec rule 2: the service keeps them open whatever the window says).
 */
import type { CardIntent } from '../intent/schema.ts';
import { ambiguousLabel, roleOfLabel } from '../window/roles.ts';
import type { WindowEvidence } from '../window/window.ts';
import type { Finding, Rule } from './findings.ts';

/** How often each rule's verdict holds, by design weight (resolving rules rest on evidence, open ones on its absence). */
const BASE: Readonly<Record<Rule, number>> = {
  'asked-answered': 0.9,
  'proxy-answered': 0.85,
  volunteered: 0.8,
  stated: 0.8,
  'action-done': 0.85,
  discussed: 0.7,
  'moved-past': 0.75,
  safety: 1,
  'not-mentioned': 0.85,
  deferred: 0.85,
  unanswered: 0.85,
  partial: 0.8,
  'wrong-target': 0.8,
  'one-part': 0.75,
  'topic-only': 0.7,
};

/** A loosely read answer type: the intent's part cue names a category or a default, not words of the body. */
function looseType(intent: CardIntent): boolean {
  return intent.cues.some((c) =>
    /^part \d+ [a-z_]+(?: \([a-z_]+\))?: (?:category |default)/.test(c),
  );
}

/** Content words of the shortest evidence turn from the patient side (a reply of one word is easy to misread). */
function shortReply(finding: Finding, window: WindowEvidence): boolean {
  const replies = finding.turns
    .map((t) => window.turns[t])
    .filter((t) => t !== undefined && t.side === 'patient');
  return replies.length > 0 && Math.min(...replies.map((t) => t!.reading.answers.content)) <= 2;
}

/** Per turn: was the speaker's side guessed from behaviour (a label that names no role, or "pt")? Once per window. */
export function guessedSides(labels: readonly string[]): boolean[] {
  const known = new Map<string, boolean>();
  return labels.map((label) => {
    let g = known.get(label);
    if (g === undefined) {
      g = roleOfLabel(label) === 'unknown' || ambiguousLabel(label);
      known.set(label, g);
    }
    return g;
  });
}

/** A side guessed in the evidence turns (or anywhere in the window, for a verdict that rests on none). */
function guessedRoles(finding: Finding, guessed: readonly boolean[]): boolean {
  return finding.turns.length > 0
    ? finding.turns.some((t) => guessed[t] === true)
    : guessed.includes(true);
}

/** The confidence in the verdict `finding` gives (see the module comment). `guessed`: `guessedSides` of the window. */
export function confidenceOf(
  finding: Finding,
  intent: CardIntent,
  window: WindowEvidence,
  guessed: readonly boolean[],
): number {
  if (finding.rule === 'safety') return 1;
  let c = BASE[finding.rule];
  if (looseType(intent)) c -= 0.1;
  if (shortReply(finding, window)) c -= 0.05;
  if (guessedRoles(finding, guessed)) c -= 0.1;
  if (intent.parts.length > 1) c -= 0.05;
  return Math.round(Math.max(0.5, Math.min(1, c)) * 100) / 100;
}
