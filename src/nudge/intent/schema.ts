/**
 * What a nudge card asks for, read from its body: the intent layer of the nudge check. The offline judge and the
 * model judge both receive the intents; the resolution rules compare what the window shows with what the card
 * asks for (the right kind of answer, about the same target), so a topic word alone never resolves a card.
 */
import { z } from 'zod';

/** A question to ask, information to obtain, an action to perform, a discussion to have. */
export const CARD_KINDS = ['question', 'information', 'action', 'discussion'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The kind of answer that settles the card (`none` for actions and discussions). */
export const ANSWER_TYPES = [
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
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

const SIDES = ['left', 'right', 'both'] as const;
const TIMES = ['prior', 'current'] as const;
const SETTINGS = ['work', 'home'] as const;

/** A vocabulary key (concepts.ts): lowercase snake_case. */
const conceptKey = z.string().regex(/^[a-z0-9_]{1,40}$/);

export const targetSchema = z.strictObject({
  /** Concept keys of the topic (`pain`, `sleep`, `work_status`, ...), from the concept vocabulary, in text order. */
  topic: z.array(conceptKey).max(8),
  /**
   * Circumstances (`night`, `daytime`, `rest`, `activity`): "pain at night" is not "pain during the day"
   * (concepts.ts CONTEXT_CONFLICTS lists the pairs that cannot both hold).
   */
  context: z.array(conceptKey).max(4),
  side: z.enum(SIDES).nullable(),
  body_site: z.string().max(40).nullable(),
  /** A prior injury or condition vs the current one. */
  time: z.enum(TIMES).nullable(),
  setting: z.enum(SETTINGS).nullable(),
  /**
   * Open-vocabulary subject words (lemmas of the nouns and adjectives no vocabulary reads: "ECG", "hernia",
   * "pregnant"): a part no concept names is named by a sentence that says one of them.
   */
  terms: z.array(conceptKey).max(16).optional(),
});
export type Target = z.output<typeof targetSchema>;

export const cardPartSchema = z.strictObject({
  answer_type: z.enum(ANSWER_TYPES),
  /** This part's action for action parts ("Provide the brace and check the fit": `provide`, then `check`), else null. */
  action: z.string().max(32).nullable(),
  target: targetSchema,
});
export type CardPart = z.output<typeof cardPartSchema>;

export const cardIntentSchema = z.strictObject({
  kind: z.enum(CARD_KINDS),
  /**
   * The canonical action of an action card (`teach`, `provide`, `recheck`, `test`, `order`, `schedule`, `agree`, ...:
   * cues.ts DIRECTIVES), the first part's; null for other kinds.
   */
  action: z.string().max(32).nullable(),
  /** Every part must be satisfied ("how often and for how long": frequency + duration). */
  parts: z.array(cardPartSchema).min(1).max(4),
  /**
   * What the card depends on, when it says ("Order an x-ray if there is bony tenderness", "Caustic splash with
   * ongoing pain: ..."): the window finding it does not hold moves past the card. Null for unconditional cards.
   */
  condition: targetSchema.nullable(),
  /** The words of the body the intent was read from (`slot value: "words"`), for `--explain`. */
  cues: z.array(z.string().max(80)).max(12),
});
export type CardIntent = z.output<typeof cardIntentSchema>;
