/**
 * Question and information parts. Resolved ("States and transitions": the clinician asked the prompted question,
 * or the patient volunteered the information) when:
 *   - asked-answered: a care-side question about the part is followed by a patient-side reply that gives an answer
 *     of the expected type about the same target (the corpus brief's reading: asked AND answered);
 *   - proxy-answered: the same, the reply coming from an interpreter rendering the patient, a family member or a
 *     workplace representative, or the care team reading the answer out right after (an authorization, a chart);
 *   - volunteered: a patient-side statement about the part gives the answer unasked;
 *   - stated (information parts only): a care-side statement gives the fact ("left eye was twenty forty").
 * Otherwise open (rule 3): a vague or wrong-type reply is partial, a reply about another target is the wrong
 * target, a deflection or "I don't know" leaves it unanswered, a topic without the question is topic-only.
 */
import type { AnswerType, CardIntent, CardPart } from '../intent/index.ts';
import { answers } from '../window/answers.ts';
import type { SentenceReading } from '../window/turn.ts';
import type { Exchange, WindowEvidence, WindowTurn } from '../window/window.ts';
import { type Finding, moreTelling } from './findings.ts';
import {
  BROAD,
  names,
  nearSites,
  offTarget,
  replyTarget,
  sceneOf,
  targetOf,
  topicNamed,
} from './match.ts';

const WHAT: Readonly<Record<string, string>> = {
  scale: 'a 0-10 rating',
  duration: 'a duration',
  quantity: 'a number',
  frequency: 'a frequency',
  yes_no: 'a yes or no',
  side: 'the side',
  body_site: 'the body site',
  date: 'a date or time',
  description: 'a description',
  none: 'an answer',
};

/** A reply this short that says how something is ("not great") answers a yes/no "how is it" question. */
const EVALUATIVE_WORDS = 3;
/** A reply this short answers the yes/no question it follows ("I could try"); a longer one must be on its topic. */
const SHORT_REPLY = 5;

/** The people who answer for the patient: an interpreter's rendering, family, the workplace. */
const PROXIES: ReadonlySet<string> = new Set(['interpreter', 'family', 'workplace']);

/**
 * Does the sentence answer the part, about its target? In reply to a question (`asked` not empty) a bare value
 * is a rating ("eight"); said unasked it must read as one ("it's like an eight").
 */
function replyAnswers(
  part: CardPart,
  s: SentenceReading,
  asked: readonly SentenceReading[],
  family: boolean,
): 'yes' | 'type' | 'target' {
  if (s.question && !(asked.length > 0 && s.weakQuestion)) return 'type';
  // In reply to a question that asked for a rating ("zero to ten?") a bare value is one ("eight"); in reply to one
  // that asked how many times a period ("how many nights a week"), a count is the frequency ("four or five nights").
  const bare =
    asked.length > 0 &&
    ((part.answer_type === 'scale' && s.answers.bareNumber) ||
      (part.answer_type === 'frequency' &&
        s.answers.quantity &&
        asked.some((q) => q.asks.has('frequency'))));
  if (!answers(part.answer_type, s.answers) && !bare) return 'type';
  // A "no" to the part's own question answers it, whatever else the reply names ("does it go into either arm" /
  // "no it stays in the neck").
  if (part.answer_type === 'yes_no' && asked.length > 0 && s.answers.polar === 'no') return 'yes';
  if (offTarget(part, targetOf(s), s, family) !== null) return 'target';
  // A yes/no question is answered by a yes or no, or by a statement on the asked topic; a reply about something
  // else ("the boss has him loading on the ground" to "does it swell") answers nothing.
  if (
    part.answer_type === 'yes_no' &&
    s.answers.polar === null &&
    !(s.answers.evaluative && s.answers.content <= EVALUATIVE_WORDS) &&
    s.answers.content > SHORT_REPLY
  ) {
    const topics = new Set(asked.flatMap((q) => q.target.topic));
    if (
      !names(part, targetOf(s)) &&
      !s.target.topic.some((t) => topics.has(t)) &&
      s.target.body_site === null &&
      !echoes(asked, s) &&
      // "did anyone file the report" / "the charge nurse did it": "it" refers back to what was asked.
      !(s.words.includes('it') && asked.some((q) => names(part, targetOf(q))))
    )
      return 'type';
  }
  return 'yes';
}

/** "I don't know", "I'd have to ask", with no value beside it ("i dunno four or five" gives one). */
const notKnown = (s: SentenceReading): boolean =>
  s.answers.nonAnswer &&
  !(
    s.answers.scale ||
    s.answers.bareNumber ||
    s.answers.duration ||
    s.answers.quantity ||
    s.answers.frequency ||
    s.answers.date ||
    s.answers.sides.size > 0 ||
    s.answers.sites.size > 0
  );

/** Words too common in a visit to tie a reply to its question. */
const COMMON: ReadonlySet<string> = new Set(
  'that this with have your what when where there they them then than been were does just like okay yeah right about would could should will from into some more much many know think feel still really well good fine time work doing going back today now here also even only very want need said says yours'.split(
    ' ',
  ),
);

/**
 * The reply takes up the question's own words ("do you feel safe at home" / "at home yeah its fine"; "numb at
 * night" / "at night theyre fine"): it answers that question, whatever else it goes on to say.
 */
function echoes(asked: readonly SentenceReading[], s: SentenceReading): boolean {
  const said = new Set(
    asked.flatMap((q) => q.words).filter((w) => w.length >= 4 && !COMMON.has(w)),
  );
  return s.words.some((w) => said.has(w));
}

function proxyRule(turn: WindowTurn): 'asked-answered' | 'proxy-answered' {
  return PROXIES.has(turn.role) || turn.side === 'care' ? 'proxy-answered' : 'asked-answered';
}

/** What the rules need to know about the other cards of the request. */
export interface RequestFacts {
  /** Answer types that only one part of the request asks for: a question naming nothing can only mean that part. */
  sole: ReadonlySet<AnswerType>;
}

/**
 * The part's question: a sentence naming the part (itself or in its scene), or a question asking for the part's
 * kind of answer when no other card of the request asks for that kind ("zero to ten, where is it now?", "how long
 * has it been like this"): its own words name nothing the card does not ("when you grip, how bad, zero to ten"
 * for a card rating pain when gripping), and the scene it is said in is not another target.
 */
function asksPart(
  part: CardPart,
  intent: CardIntent,
  window: WindowEvidence,
  turn: number,
  s: SentenceReading,
  request: RequestFacts,
): boolean {
  const scene = sceneOf(window, turn, s);
  if (names(part, scene)) return true;
  if (!s.asks.has(part.answer_type) || !request.sole.has(part.answer_type)) return false;
  const card = new Set(intent.parts.flatMap((p) => p.target.topic));
  const own = targetOf(s);
  const site = part.target.body_site;
  if (
    !own.topic.every((t) => card.has(t) || BROAD.has(t)) ||
    (own.body_site !== null && site !== null && !nearSites(own.body_site, site))
  )
    return false;
  return offTarget(part, scene, s) === null;
}

/** Asked and answered (or answered by a proxy), or the most telling reason it was not. */
function asked(
  part: CardPart,
  intent: CardIntent,
  window: WindowEvidence,
  family: boolean,
  request: RequestFacts,
): { found: Finding | null; open: Finding | null } {
  let open: Finding | null = null;
  for (const ex of window.exchanges) {
    const askTurn = window.turns[ex.ask]!;
    const sentences = ex.sentences.map((k) => askTurn.reading.sentences[k]!);
    let asking = sentences.filter((s) => asksPart(part, intent, window, ex.ask, s, request));
    // A question on the part's broader topic ("still off work?" for "has the employer offered modified duty")
    // counts when the answer itself names the part ("they offered me the front desk" / "so modified duty").
    const broad = asking.length === 0;
    if (broad)
      asking = sentences.filter((s) =>
        sceneOf(window, ex.ask, s).topic.some((t) => part.target.topic.includes(t)),
      );
    if (asking.length === 0) continue;
    if (asking.every((s) => offTarget(part, sceneOf(window, ex.ask, s), s, family) !== null)) {
      open = moreTelling(open, { rule: 'wrong-target', turns: [ex.ask] });
      continue;
    }
    const carried: number[] = [ex.ask];
    let verdict: 'type' | 'target' | 'none' = 'none';
    let saidNotKnown = false;
    for (const r of ex.replies) {
      const reply = window.turns[r]!;
      carried.push(r);
      const results = reply.reading.sentences.map((s) =>
        broad && !names(part, targetOf(s)) ? 'type' : replyAnswers(part, s, asking, family),
      );
      // Spec rule 3: a reply that only says what the speaker does not know ("I'd have to ask HR ... I don't know
      // what it covers") answers no part, however long; with no yes or no beside it, it answers no yes/no part.
      const said = reply.reading.sentences.filter((s) => !s.question);
      const deflects =
        (said.length > 0 && said.every(notKnown)) ||
        (part.answer_type === 'yes_no' &&
          said.some(notKnown) &&
          // "not sure" reads "sure" as a yes; a sentence that says it does not know gives none.
          said.every((s) => s.answers.polar === null || s.answers.nonAnswer));
      saidNotKnown ||= deflects;
      if (results.includes('yes') && !deflects) {
        const negative = reply.reading.sentences.some((s) => s.answers.polar === 'no');
        return {
          found: {
            rule: proxyRule(reply),
            turns: carried,
            what: WHAT[part.answer_type]!,
            ...(negative ? { negative } : {}),
          },
          open,
        };
      }
      if (results.includes('target')) verdict = 'target';
      else if (verdict === 'none') verdict = 'type';
    }
    // The care team reads the answer out right after ("the authorization shows four remaining").
    if (ex.confirm !== null && intent.kind === 'information') {
      const confirm = window.turns[ex.confirm]!;
      if (
        confirm.reading.sentences.some(
          (s) =>
            !s.question &&
            // Said in place of a patient reply, it answers the question just asked ("how many visits so far" /
            // "the clinic shows five of the eight done"); after one, it must name the part.
            (ex.replies.length === 0 || names(part, targetOf(s))) &&
            replyAnswers(part, s, asking, family) === 'yes',
        )
      ) {
        return {
          found: {
            rule: 'proxy-answered',
            turns: [...carried, ex.confirm],
            what: WHAT[part.answer_type]!,
          },
          open,
        };
      }
    }
    const replies = ex.replies.map((r) => window.turns[r]!);
    if (broad) continue;
    const deflected =
      saidNotKnown ||
      replies.length === 0 ||
      replies.every((t) =>
        t.reading.sentences.every(
          (s) => s.question || s.answers.nonAnswer || s.answers.content === 0,
        ),
      );
    open = moreTelling(open, {
      rule: verdict === 'target' ? 'wrong-target' : deflected ? 'unanswered' : 'partial',
      turns: carried,
    });
  }
  return { found: null, open };
}

/** A statement that gives the answer unasked: from the patient side (volunteered) or, for information, the care side. */
function told(
  part: CardPart,
  intent: CardIntent,
  window: WindowEvidence,
  family: boolean,
  request: RequestFacts,
): { found: Finding | null; open: Finding | null } {
  let open: Finding | null = null;
  // Volunteered means unasked: a reply to a question that asked for this kind of answer about another target
  // ("when you climb stairs, zero to ten?" for a rating at rest) answers that question, not this part.
  const askedElse = (ex: Exchange) =>
    ex.sentences.some((k) => {
      const q = window.turns[ex.ask]!.reading.sentences[k]!;
      return (
        q.asks.has(part.answer_type) &&
        offTarget(part, sceneOf(window, ex.ask, q), q, family) !== null
      );
    });
  // A reply to this part's own question was judged as an answer there; a deflection is not volunteered after it.
  const askedThis = (ex: Exchange) =>
    ex.sentences.some((k) =>
      asksPart(part, intent, window, ex.ask, window.turns[ex.ask]!.reading.sentences[k]!, request),
    );
  const deflected = (ex: Exchange) =>
    askedThis(ex) &&
    ex.replies.some((r) =>
      window.turns[r]!.reading.sentences.some((s) => !s.question && notKnown(s)),
    );
  const replied = new Set(
    window.exchanges.filter((ex) => askedElse(ex) || deflected(ex)).flatMap((ex) => ex.replies),
  );
  for (const turn of window.turns) {
    if (turn.silent || replied.has(turn.index)) continue;
    const careSide = turn.side === 'care';
    if (careSide && intent.kind !== 'information') continue;
    for (const s of turn.reading.sentences) {
      // A rating volunteered with no topic ("landed on my wrist and now it's like an eight") can only be the
      // request's one rating card.
      const soleRating =
        part.answer_type === 'scale' &&
        request.sole.has('scale') &&
        s.answers.statedRating &&
        !careSide;
      if ((s.question && !s.weakQuestion) || !(names(part, targetOf(s)) || soleRating)) continue;
      // The patient volunteers their own facts: "the guys on my crew smoke" is about someone else. (A family member,
      // workplace representative or interpreter says "he" or "she" of the patient.)
      if (turn.role === 'patient' && s.third && !turn.reading.rendering) {
        open = moreTelling(open, { rule: 'wrong-target', turns: [turn.index] });
        continue;
      }
      // A plan or an instruction states no fact ("we'll do the form", "keep the sleeve on"); the care side states
      // the card's fact only when it names all of it (a restriction is not whether the employer has the work).
      if (
        careSide &&
        (s.instruction ||
          s.stances.has('planned') ||
          s.stances.has('later') ||
          !part.target.topic.every((t) => topicNamed(t, s.target)))
      )
        continue;
      // A reply naming no site is about the question's ("what happened with your back" / "I twisted it").
      const result =
        offTarget(part, replyTarget(window, turn.index, s), s, family) !== null
          ? 'target'
          : replyAnswers(part, { ...s, question: s.question && !s.weakQuestion }, [], family);
      if (result === 'yes')
        return {
          found: {
            rule: careSide ? 'stated' : 'volunteered',
            turns: [turn.index],
            what: WHAT[part.answer_type]!,
          },
          open,
        };
      open = moreTelling(open, {
        rule: result === 'target' ? 'wrong-target' : careSide ? 'topic-only' : 'partial',
        turns: [turn.index],
      });
    }
  }
  return { found: null, open };
}

/** The finding for a question or information part. */
export function answeredPart(
  part: CardPart,
  intent: CardIntent,
  window: WindowEvidence,
  family: boolean,
  request: RequestFacts,
): Finding {
  const a = asked(part, intent, window, family, request);
  if (a.found !== null) return a.found;
  const t = told(part, intent, window, family, request);
  if (t.found !== null) return t.found;
  const open = [a.open, t.open].filter((f): f is Finding => f !== null);
  return (
    open.reduce<Finding | null>((best, f) => moreTelling(best, f), null) ?? {
      rule: 'not-mentioned',
      turns: [],
    }
  );
}
