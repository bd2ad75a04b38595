/**
 * How much a fact weighs: the probability of `yes` it carries into the score, and the strength of its evidence
 * for the confidence report. Both follow the fact's provenance (a structured field outweighs an explicit entry,
 * which outweighs a reading of the narrative); an unknown fact carries its base rate and no strength.
 */
import {
  FACTS,
  type FactKey,
  type FactValue,
  type Provenance,
  provenanceOf,
} from '../facts/schema.ts';

/** Probability that a `yes` read from each provenance is right (a `no` mirrors it). */
const TRUST: Record<Provenance, number> = {
  field: 0.98,
  entry: 0.95,
  narrative: 0.9,
  presumption: 0.9,
  none: 0.5,
};

/**
 * Evidence strength on a 0-1 scale, used by the confidence report. A presumption is as strong as an explicit
 * entry where the regulation itself presumes the answer (exceptions, travel, home, recurrence: 1904.5(a) presumes
 * work-relatedness, 1904.6(a)(1) a new case), but only as strong as a narrative reading for an outcome the case
 * is silent about (silence about days away is weaker than a statement that there were none).
 */
const STRENGTH: Record<Provenance, number> = {
  field: 0.97,
  entry: 0.9,
  narrative: 0.75,
  presumption: 0.75,
  none: 0.3,
};
/** A presumption the case text calls into question (read/raised.ts): the text touches the topic, no reader settled it. */
const UNSETTLED_STRENGTH = 0.6;
const PRESUMED_BY_RULE = new Set([
  'exception',
  'travel',
  'home',
  'new_case',
  'preexisting',
  'condition',
  'work_environment',
]);

/**
 * A presumption moves the fact's base rate two thirds of the way to the presumed answer: silence about an
 * exception makes it rarer than its base rate, not impossible.
 */
export function probabilityOf(key: FactKey, value: FactValue): number {
  const prior = FACTS[key].prior;
  if (value.value === 'unknown') return prior;
  const presumed = value.value === 'yes' ? 1 - (1 - prior) / 3 : prior / 3;
  const provenance = provenanceOf(value);
  if (provenance === 'presumption' || provenance === 'none') return presumed;
  const read = value.value === 'yes' ? TRUST[provenance] : 1 - TRUST[provenance];
  // Evidence that confirms the regulation's presumption never weakens it.
  if (value.value === FACTS[key].unstated)
    return value.value === 'yes' ? Math.max(read, presumed) : Math.min(read, presumed);
  return read;
}

export function strengthOf(key: FactKey, value: FactValue, unsettled = false): number {
  if (value.value === 'unknown') return STRENGTH.none;
  const provenance = provenanceOf(value);
  if (unsettled && (provenance === 'presumption' || provenance === 'none'))
    return UNSETTLED_STRENGTH;
  const presumedStrength = PRESUMED_BY_RULE.has(FACTS[key].group)
    ? STRENGTH.entry
    : STRENGTH.presumption;
  if (provenance === 'presumption') return presumedStrength;
  // A narrative that talks about the topic (a vehicle on the lot, a meal, a prior case) leaves the decision to the
  // reading, not to the presumption for a silent case: it is as strong as a narrative reading, whichever way it
  // reads. (Measured on the first runs of the study sets: both wrong `high` answers rested on such a reading.)
  if (provenance === 'narrative') return STRENGTH.narrative;
  // A structured field or an explicit entry that confirms the regulation's presumption never weakens it.
  return value.value === FACTS[key].unstated
    ? Math.max(STRENGTH[provenance], presumedStrength)
    : STRENGTH[provenance];
}
