/**
 * Action parts ("States and transitions": the clinician did the suggested thing). Done means done in the window,
 * in the past or present: a test performed (the patient told what to do, the value read out when the card wants
 * one), a brace handed over and put on, an order or referral placed now ("I'm sending the referral today"), a
 * slot booked, a plan agreed with the patient, teach-back completed. Not done: planned ("I'll submit it"), put
 * off ("next visit", "after the call", "the front desk will call"), refused ("he doesn't want to wear it"),
 * impossible now ("we're out of the strips", "the machine is broken"), or done for another target (the right
 * leg for a left-leg card). A card for both sides needs both.
 */
import { DEED_VERBS, DOCUMENTS, RESULT_TOPICS } from '../intent/cues.ts';
import type { CardPart } from '../intent/schema.ts';
import { answers, NEGATORS } from '../window/answers.ts';
import type { SentenceReading } from '../window/turn.ts';
import type { WindowEvidence, WindowTurn } from '../window/window.ts';
import type { Finding } from './findings.ts';
import { names, nearSites, offTarget, sceneOf, targetOf } from './match.ts';

/** Actions done with the patient in the room: an instruction to the patient performs them. */
const HANDS_ON: ReadonlySet<string> = new Set([
  'test',
  'measure',
  'recheck',
  'check',
  'fit',
  'adjust',
  'apply',
  'remove',
  'teach',
  'provide',
  'collect',
]);
/** Words of substance for a statement to teach something ("so now the exercise: sitting down, trace the alphabet"). */
const TEACHING_WORDS = 5;
/** A short follow-on within this many turns continues what was started ("once more, and now the left one"). */
const FOLLOW_ON_TURNS = 2;
/** How many turns after the doing a value may be read out ("squeeze" ... "twenty two kilos"). */
const VALUE_TURNS = 4;
/** A value answers a measuring part. */
const VALUE_TYPES: ReadonlySet<string> = new Set(['quantity', 'duration', 'scale']);

const NAMES: Readonly<Record<string, string>> = {
  test: 'test',
  measure: 'measurement',
  recheck: 'recheck',
  check: 'check',
  fit: 'fitting',
  adjust: 'adjustment',
  apply: 'application',
  mark: 'marking',
  remove: 'removal',
  teach: 'teaching',
  provide: 'hand-over',
  collect: 'collection',
  order: 'order',
  refer: 'referral',
  send: 'sending',
  notify: 'message',
  complete: 'form',
  schedule: 'booking',
  agree: 'agreement',
  review: 'review with the patient',
  restrict: 'restriction',
  prescribe: 'prescription',
  start: 'treatment started',
  update: 'update',
  teach_back: 'teach-back',
  obtain: 'document in hand',
};

/**
 * Actions done by handing something over ("here's the brace", "here's your work note", "here's the lab slip").
 * A card handed over for the patient to call books nothing ("here's the card, they'll set you up").
 */
const HANDED: ReadonlySet<string> = new Set([
  'provide',
  'start',
  'teach',
  'complete',
  'prescribe',
  'order',
  'refer',
  'obtain',
]);

/**
 * Done now: a performative with no verb of its own ("that's placed", "all done"), something handed over for a
 * hand-over action ("here's the brace"), or a first-person deed whose verb does this action (DEED_VERBS: "we just
 * ordered it" orders, "we requested the labs" does not review them). A part that needs a value read out takes any
 * deed: the value that must follow is the evidence.
 */
function doneNow(action: string, s: SentenceReading, anyDeed = false): boolean {
  if (s.stances.has('now')) return true;
  if (s.stances.has('handing') && HANDED.has(action)) return true;
  // "I'm ordering the urine test" orders it but collects nothing; "I'm going to send you to ortho" reads no deed.
  if (s.deeds.length === 0) return s.stances.has('doing');
  if (anyDeed || action === 'consider') return true;
  const verbs = DEED_VERBS[action] ?? [];
  return s.deeds.some((d) => verbs.includes(d));
}

/** Words that state a limit: "no forklift", "stay off the crane", "pool deck only", "not to lift", "avoid". */
const LIMIT_WORDS: ReadonlySet<string> = new Set([
  'no',
  'avoid',
  'restricted',
  'restrict',
  'limited',
  'only',
  'dont',
  'shouldnt',
  'cant',
  'cannot',
  'mustnt',
]);
const STAY_OFF: ReadonlySet<string> = new Set(['off', 'out', 'away']);
/** "keep you off the lines", "stay out of the freezer": who is kept may be named between. */
const KEPT: ReadonlySet<string> = new Set(['you', 'him', 'her', 'them']);
/** "she should not push wheelchairs", "he must not climb". */
const MODALS: ReadonlySet<string> = new Set(['should', 'must', 'can', 'may']);
/** "you're off work", "off duty until Monday". */
const OFF_WHAT: ReadonlySet<string> = new Set(['work', 'duty']);
/** "the packing room, not the trim line", "not in the freezer": a place or task ruled out. */
const NOT_WHERE: ReadonlySet<string> = new Set(['the', 'on', 'in', 'at', 'near', 'around']);

/** "stay|keep (you) off|out|away" at word i. */
const keptOff = (w: readonly string[], i: number) =>
  (w[i] === 'stay' || w[i] === 'keep') &&
  (STAY_OFF.has(w[i + 1] ?? '') || (KEPT.has(w[i + 1] ?? '') && STAY_OFF.has(w[i + 2] ?? '')));

/**
 * A care-side statement of the restriction itself ("no forklift, ladders or heights until neurology clears him"):
 * its "until" is the restriction's term, not a deferral, and "he's gonna be on ground crew" sets it as much as
 * "he is".
 */
function restricts(s: SentenceReading): boolean {
  if (s.question || s.stances.has('refused') || s.stances.has('unneeded')) return false;
  const w = s.words;
  return w.some(
    (x, i) =>
      (LIMIT_WORDS.has(x) && i + 1 < w.length) ||
      keptOff(w, i) ||
      (x === 'off' && OFF_WHAT.has(w[i + 1] ?? '')) ||
      (x === 'not' &&
        (w[i + 1] === 'to' || NOT_WHERE.has(w[i + 1] ?? '') || MODALS.has(w[i - 1] ?? ''))) ||
      (x === 'do' && w[i + 1] === 'not'),
  );
}

/** Put off, refused, impossible now or decided against; a deed in the same sentence wins ("I'm putting in the order today, they'll call you"). */
const blocks = (s: SentenceReading, action = '') =>
  !doneNow(action, s) &&
  !(action === 'restrict' && restricts(s)) &&
  (s.stances.has('later') ||
    s.stances.has('refused') ||
    s.stances.has('unavailable') ||
    s.stances.has('unneeded'));

/** Papers a speaker may call the card's document by ("the note from his surgeon", "the sheet"). */
const PAPERS: ReadonlySet<string> = new Set([...DOCUMENTS, 'paper', 'note', 'pdf']);
/** Words that put a paper in hand or read from it: "here's the letter", "I brought the form", "the SDS says". */
const IN_HAND: ReadonlySet<string> = new Set([
  'here',
  'brought',
  'received',
  'got',
  'came',
  'attached',
  'have',
  'says',
  'shows',
  'states',
  'reads',
  'lists',
]);
/** The window's negators, and "nothing" ("nothing from the neurologist yet"). */
const NOT_IN_HAND: ReadonlySet<string> = new Set([...NEGATORS, 'nothing']);

/** A word for a paper, singular or plural ("copies", "labels", "notes"). */
const paperWord = (w: string) =>
  PAPERS.has(w) || PAPERS.has(w.replace(/ies$/, 'y')) || PAPERS.has(w.replace(/s$/, ''));

/**
 * The document is in hand, from either side ("here's the letter from neurology", "I brought the SDS", "the form
 * says ..."): a statement naming a paper, with a word of having or reading it or an obtaining deed, not negated
 * ("I didn't bring the letter") and not planned ("I'll get you a copy").
 */
function inHand(s: SentenceReading): boolean {
  if (s.question || s.stances.has('planned') || s.words.some((w) => NOT_IN_HAND.has(w)))
    return false;
  if (!s.words.some(paperWord)) return false;
  return (
    s.stances.has('now') ||
    s.stances.has('doing') ||
    s.stances.has('handing') ||
    s.words.some((w) => IN_HAND.has(w)) ||
    s.deeds.some((d) => DEED_VERBS.obtain!.includes(d))
  );
}

/** The care-side sentence does the action now (a deed anywhere in its turn: "I'm filling out the work form now. Left hand no use ..."). */
function does(action: string, s: SentenceReading, turn: WindowTurn, anyDeed: boolean): boolean {
  if (action === 'restrict') return restricts(s);
  if (action === 'obtain') return inHand(s);
  // Teaching that ends by asking for the teach-back ("... twice a day for two weeks, can you tell me back how") is
  // still teaching.
  if (
    s.question &&
    !s.instruction &&
    !(action === 'teach' && s.target.topic.includes('teach_back'))
  )
    return false;
  if (doneNow(action, s, anyDeed)) return true;
  // "Consider a referral": deciding it ("I'm going to refer you to ortho") settles the card.
  if (action === 'consider') return !blocks(s, action);
  if (
    !s.stances.has('planned') &&
    !blocks(s, action) &&
    turn.reading.sentences.some((x) => doneNow(action, x, anyDeed) && !blocks(x, action))
  )
    return true;
  // Hands-on: the patient is told what to do ("squeeze this", "hop on the left foot"); a statement alone ("I have
  // the brace here", "the job says lifting fifty pounds") does nothing. Teaching is also done by explaining.
  // What the patient will do ("you'll use it twice a day") is the teaching, not a plan to teach.
  if (action === 'teach')
    return (
      s.instruction ||
      ((!s.stances.has('planned') || s.subject === 'listener') &&
        !blocks(s) &&
        s.answers.content >= TEACHING_WORDS)
    );
  if (HANDS_ON.has(action)) return s.instruction;
  // Reviewing results is done by stating them ("the new x-ray shows ..."); paperwork needs a performative.
  return action === 'review' && !s.stances.has('planned') && !blocks(s);
}

interface Step {
  turn: WindowTurn;
  sentence: SentenceReading;
}

/** Words of scheduling: "we'll do the left side next session" still speaks of the test just started. */
const SCHEDULING: ReadonlySet<string> = new Set(['follow_up', 'therapy_sessions']);

/**
 * Sentences of the window that name the part (their own target, or the scene they are said in) and are about its
 * target, and the care-side sentences right after one that put something off with no other topic of their own
 * ("we're out of time, we'll do the left side next session").
 */
function naming(part: CardPart, window: WindowEvidence): Step[] {
  const out: Step[] = [];
  let last = -Infinity;
  for (const turn of window.turns) {
    if (turn.silent) continue;
    for (const s of turn.reading.sentences) {
      const scene = sceneOf(window, turn.index, s);
      const named = (names(part, scene) || siteDeed(part, s)) && offTarget(part, scene, s) === null;
      const putOff =
        turn.side === 'care' &&
        turn.index - last <= FOLLOW_ON_TURNS &&
        blocks(s) &&
        s.target.topic.every((t) => SCHEDULING.has(t)) &&
        offTarget(part, targetOf(s), s) === null;
      if (named || putOff) out.push({ turn, sentence: s });
      if (named) last = turn.index;
    }
  }
  return out;
}

/**
 * A measuring or testing deed on the part's own body site names it ("let me measure your neck" for "Measure neck
 * circumference"): the verb does the card's action, the site is the card's.
 */
function siteDeed(part: CardPart, s: SentenceReading): boolean {
  const site = part.target.body_site;
  const own = targetOf(s).body_site;
  if (site === null || own === null || !nearSites(site, own) || part.action === null) return false;
  if (!READ_OUT.has(part.action)) return false;
  const verbs = DEED_VERBS[part.action] ?? [];
  return s.deeds.some((d) => verbs.includes(d));
}

/** Sentences naming the part but about another target (the right leg for a left-leg card). */
function otherTarget(part: CardPart, window: WindowEvidence): number[] {
  const out: number[] = [];
  for (const turn of window.turns) {
    for (const s of turn.reading.sentences) {
      const scene = sceneOf(window, turn.index, s);
      if (names(part, scene) && offTarget(part, scene, s) !== null) out.push(turn.index);
    }
  }
  return out;
}

/** A value read out at or after `from`, within VALUE_TURNS turns. */
function valueAfter(part: CardPart, window: WindowEvidence, from: number): number | null {
  for (let i = from; i < Math.min(window.turns.length, from + VALUE_TURNS + 1); i++) {
    const t = window.turns[i]!;
    if (
      !t.silent &&
      t.reading.sentences.some(
        (s) =>
          !s.question &&
          answers(part.answer_type, s.answers) &&
          offTarget(part, targetOf(s), s) === null,
      )
    )
      return i;
  }
  return null;
}

const sidesOf = (s: SentenceReading) =>
  new Set([targetOf(s).side, ...s.answers.sides].filter((x) => x !== null));

/** The sides a whole turn names. */
const turnSides = (turn: WindowTurn) =>
  new Set(turn.reading.sentences.flatMap((s) => [...sidesOf(s)]));

/** A turn done for the other side only ("stand on the right foot" for a left-leg card). */
function otherSideOnly(part: CardPart, turn: WindowTurn): boolean {
  const want = part.target.side;
  if (want !== 'left' && want !== 'right') return false;
  const named = turnSides(turn);
  return named.size > 0 && !named.has(want) && !named.has('both');
}

/** Actions whose result is a value: the care side reading the value out is the measurement done. */
const READ_OUT: ReadonlySet<string> = new Set(['measure', 'recheck', 'test', 'check']);
/** Words of substance a result read out has ("normal sinus rhythm"), beyond naming the test. */
const FINDING_WORDS = 3;
/**
 * Words a result is read with ("normal sinus rhythm", "no changes", "it shows a dip at four k"); "that's the
 * wraparound x-ray of the jaw" names the test without a result.
 */
const FINDING_CUES: ReadonlySet<string> = new Set([
  'normal',
  'abnormal',
  'no',
  'nothing',
  'shows',
  'clear',
  'negative',
  'positive',
  'unremarkable',
  'fine',
  'changes',
]);
/** "was", "were": a value said in the past tense is the earlier reading (the reason for a recheck), not a new one. */
const PAST_COPULA: ReadonlySet<string> = new Set(['was', 'were', 'had']);

/**
 * A measuring part done by reading its value out ("okay one thirty four over eighty two, that's better"): a
 * care-side statement about the part's target with a value of the part's type, in the present, not planned.
 */
function readsOut(part: CardPart, action: string, s: SentenceReading): boolean {
  if (
    !READ_OUT.has(action) ||
    s.question ||
    s.answers.past ||
    s.stances.has('planned') ||
    s.stances.has('later')
  )
    return false;
  // A test with a result ("12-lead ECG today") is done when its result is read out in the present: "normal sinus
  // rhythm, nothing acute". "The ECG in the ER was normal" is an earlier one.
  if (
    action === 'test' &&
    (part.answer_type === 'none' || part.answer_type === 'description') &&
    part.target.topic.some((t) => RESULT_TOPICS.includes(t))
  )
    return (
      !s.words.some((w) => PAST_COPULA.has(w)) &&
      s.words.some((w) => FINDING_CUES.has(w)) &&
      s.answers.content >= FINDING_WORDS &&
      names(part, targetOf(s))
    );
  // A test's score read out is the test done, now or earlier in this visit ("your score from check-in was a
  // four"); a measurement or recheck needs a present value (the earlier one is why it is rechecked).
  if (
    !VALUE_TYPES.has(part.answer_type) ||
    (action !== 'test' && s.words.some((w) => PAST_COPULA.has(w)))
  )
    return false;
  return names(part, targetOf(s)) && answers(part.answer_type, s.answers);
}

/** Actions done by asking the patient how it is ("how does that feel, not too tight?" / "no, it's good"). */
const ASKED_ACTIONS: ReadonlySet<string> = new Set(['check', 'fit']);

/** The next turn that says something, after `index`. */
function nextSaid(window: WindowEvidence, index: number): WindowTurn | undefined {
  for (let i = index + 1; i < window.turns.length; i++)
    if (!window.turns[i]!.silent) return window.turns[i];
  return undefined;
}

/** A fit or check done by asking about the part and hearing the answer from the patient side. */
function checkedByAsking(
  action: string,
  window: WindowEvidence,
  turn: WindowTurn,
  s: SentenceReading,
): boolean {
  if (!ASKED_ACTIONS.has(action) || !s.question || turn.side !== 'care') return false;
  const reply = nextSaid(window, turn.index);
  return (
    reply !== undefined &&
    reply.side === 'patient' &&
    reply.reading.sentences.some(
      (x) => !x.question && !x.answers.nonAnswer && x.answers.content >= 1,
    )
  );
}

/** The usual action: performed by the care side, not blocked after. */
function performed(part: CardPart, window: WindowEvidence, action: string): Finding {
  const steps = naming(part, window);
  const evidence = new Set<number>();
  const sides = new Set<string>();
  let done = false;
  let blocked: number | null = null;
  let last: number | null = null;
  for (const { turn, sentence } of steps) {
    const blocker =
      blocks(sentence, action) || (turn.side === 'patient' && sentence.stances.has('refused'));
    if (blocker) {
      blocked = turn.index;
      // A later "we'll do the left side next session" undoes a left-side card's start; "the right one next time"
      // takes the right side off a two-sided one. Without a side, what was done stays done.
      const named = turnSides(turn);
      if (part.target.side !== null && part.target.side !== 'both' && named.has(part.target.side)) {
        done = false;
        evidence.clear();
      }
      for (const side of named) sides.delete(side);
      continue;
    }
    const followsOn =
      last !== null &&
      turn.index - last <= FOLLOW_ON_TURNS &&
      sidesOf(sentence).size > 0 &&
      !sentence.question;
    const acted =
      does(action, sentence, turn, VALUE_TYPES.has(part.answer_type)) ||
      followsOn ||
      readsOut(part, action, sentence) ||
      checkedByAsking(action, window, turn, sentence);
    // A document may come from either side ("I brought the letter from my neurologist").
    if ((turn.side !== 'care' && action !== 'obtain') || !acted || otherSideOnly(part, turn))
      continue;
    last = turn.index;
    // A restriction "with an end date" is set with its term ("through Friday", "for two weeks").
    if (
      VALUE_TYPES.has(part.answer_type) ||
      (action === 'restrict' && part.answer_type === 'date')
    ) {
      const value = valueAfter(part, window, turn.index);
      if (value === null) continue;
      evidence.add(value);
    }
    done = true;
    evidence.add(turn.index);
    for (const side of sidesOf(sentence)) sides.add(side);
  }
  const bothSides =
    part.target.side !== 'both' || sides.has('both') || (sides.has('left') && sides.has('right'));
  if (done && bothSides)
    return {
      rule: 'action-done',
      turns: [...evidence].sort((a, b) => a - b),
      what: NAMES[action] ?? 'action',
    };
  if (done) return { rule: 'one-part', turns: [...evidence] };
  if (blocked !== null) return { rule: 'deferred', turns: [blocked] };
  const other = otherTarget(part, window);
  if (other.length > 0) return { rule: 'wrong-target', turns: other };
  return steps.length > 0
    ? { rule: 'topic-only', turns: [steps[0]!.turn.index] }
    : { rule: 'not-mentioned', turns: [] };
}

/** The patient-side turn right after `turn`, if it accepts what was proposed ("thursday perfect", "okay half days"). */
function accepted(window: WindowEvidence, turn: number): number | null {
  const next = nextSaid(window, turn);
  if (next === undefined || next.side !== 'patient') return null;
  const ss = next.reading.sentences;
  if (
    ss.some(
      (s) =>
        s.question ||
        s.answers.polar === 'no' ||
        s.answers.nonAnswer ||
        s.stances.has('later') ||
        s.stances.has('refused'),
    )
  )
    return null;
  return ss.some((s) => s.answers.accepts || s.answers.content >= 1 || s.answers.date)
    ? next.index
    : null;
}

/**
 * Booking and agreeing: a slot or a plan said by the care side, booked on the spot ("I've got you down for
 * Thursday") or accepted by the patient side; a patient who will call back, or a plan put off, leaves it open.
 */
function settled(part: CardPart, window: WindowEvidence, action: string): Finding {
  const want = part.answer_type === 'none' ? 'description' : part.answer_type;
  let blocked: number | null = null;
  const steps = naming(part, window);
  const turns = [...new Set(steps.filter((x) => x.turn.side === 'care').map((x) => x.turn))];
  for (const turn of turns) {
    // The slot or plan may be in another sentence of the turn than the words naming it ("for work, let's get you
    // going again. You start Monday, ...").
    // A slot or plan is ahead, not a past visit ("last visit you said the knee was better").
    // A proposal may be put as a question ("how about monday?", "can you come back thursday at ten?"): the patient's
    // yes agrees it. Left to someone else ("the front desk will call you to set it up") is not booked, slot or not.
    const said = turn.reading.sentences.filter(
      (x) => !x.answers.past && (!x.question || answers(want, x.answers)),
    );
    if (
      said.some(
        (x) =>
          x.stances.has('refused') ||
          x.stances.has('unavailable') ||
          x.stances.has('handoff') ||
          (x.stances.has('later') && !answers(want, x.answers)),
      )
    ) {
      blocked = turn.index;
      continue;
    }
    if (!said.some((x) => answers(want, x.answers))) continue;
    if (action === 'schedule' && said.some((x) => doneNow(action, x)))
      return { rule: 'action-done', turns: [turn.index], what: NAMES[action]! };
    const yes = accepted(window, turn.index);
    if (yes !== null)
      return { rule: 'action-done', turns: [turn.index, yes], what: NAMES[action]! };
    blocked = turn.index;
  }
  if (blocked !== null) return { rule: 'deferred', turns: [blocked] };
  return steps.length > 0
    ? { rule: 'topic-only', turns: [steps[0]!.turn.index] }
    : { rule: 'not-mentioned', turns: [] };
}

/** Words of substance a patient-side repeat carries ("towel under the arm elbow at my side"), beyond a bare "got it". */
const REPEAT_WORDS = 3;

/**
 * Teach-back: the care side asks for a demonstration or a repeat and the patient side gives one; or the patient
 * side shows or repeats it (or the interpreter says so: "she is doing it now") and the care side finds it right
 * ("yes exactly like that"). A bare "okay got it" is no teach-back, approved or not.
 */
function taughtBack(part: CardPart, window: WindowEvidence): Finding {
  for (const { turn } of naming(part, window)) {
    if (turn.side !== 'care') continue;
    const reply = nextSaid(window, turn.index);
    if (
      reply !== undefined &&
      reply.side === 'patient' &&
      reply.reading.sentences.some((s) => !s.question && s.answers.content >= 2)
    ) {
      return { rule: 'action-done', turns: [turn.index, reply.index], what: NAMES.teach_back! };
    }
  }
  for (const shown of window.turns) {
    if (shown.side !== 'patient' || shown.silent) continue;
    const shows = shown.reading.sentences.some(
      (s) => s.stances.has('performing') || (!s.question && s.answers.content >= REPEAT_WORDS),
    );
    const after = nextSaid(window, shown.index);
    if (
      shows &&
      after?.side === 'care' &&
      after.reading.sentences.some((s) => !s.question && s.stances.has('approved'))
    )
      return { rule: 'action-done', turns: [shown.index, after.index], what: NAMES.teach_back! };
  }
  return { rule: 'one-part', turns: [] };
}

/** The finding for an action part. */
export function actionPart(part: CardPart, window: WindowEvidence): Finding {
  const action = part.action ?? 'test';
  if (action === 'teach_back') return taughtBack(part, window);
  if (action === 'schedule' || action === 'agree') return settled(part, window, action);
  return performed(part, window, action);
}
