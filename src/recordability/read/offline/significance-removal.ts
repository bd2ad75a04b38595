/**
 * 1904.9: a medical removal under the medical surveillance requirements of an OSHA standard (lead, cadmium,
 * methylene chloride, formaldehyde, benzene and others, (b)(2)) is recorded, (a); a voluntary removal before the
 * standard's removal levels are met is not, (b)(3).
 */
import type { FactValue } from '../../facts/schema.ts';
import { affirmed, type CaseText, factOf, scan } from './scan.ts';

/** The surveillance topic itself ("lead" alone is too common a word: a team lead, to lead to). */
const SURVEILLANCE =
  /\b(blood lead|lead (levels?|exposure|standard|poisoning)|BLL|PbB|ZPP|zinc protoporphyrin|cadmium|benzene|formaldehyde|methylene chloride|butadiene|acrylonitrile|removal (level|trigger|criteria)|medical(ly)? remov\w{0,20}|medical surveillance)\b/;
/** A voluntary move is about the removal: "voluntary respirator use" is not. */
const MOVE =
  /\b(remov\w{0,20}|mov(e|ed|ing)|reassign\w{0,20}|transferr?\w{0,20}|taken off|pulled off|kept off|away from|trigger|levels?)\b/i;

/**
 * (a), (b)(2): the removal itself, named as medical removal or as a removal at the trigger of a standard with
 * medical removal provisions (lead, cadmium, benzene, formaldehyde, methylene chloride, and others).
 */
const REMOVED =
  /\bmedical(ly)? remov\w{0,20}|\bmedical removal( protection)?\b|\bMRP\b|\b(removed|removal|taken off|pulled|moved|reassigned|transferred) (\w{1,20} ){0,3}(from|off|out of) (\w{1,20} ){0,3}(lead|cadmium|benzene|formaldehyde|methylene chloride|1,3-butadiene|butadiene|acrylonitrile|arsenic|beryllium|blood lead|BLL|PbB|ZPP|zinc protoporphyrin|standard)\b|\b(at or above|above|over|exceed\w{0,20}|reached|met|hit|triggered) (the |a |an )?([\w'-]{1,20} ){0,3}(removal|trigger|MRP)\b|\b(removal|removed) (\w{1,20} ){0,3}(under|per|as required by|required by|according to) (the )?(\w{1,20} )?(standard|OSHA)\b/;
/** (b)(3): a voluntary or precautionary move, below the standard's removal level. */
const VOLUNTARY =
  /\bvoluntar\w{0,20}|\bprecaution\w{0,20}|\b(below|under|less than|short of)\b[^.;]{0,30}\b(removal (levels?|criteria|triggers?|limits?|thresholds?)|trigger( levels?)?|action level)\b|\bnot (yet )?(at|above|over|reach\w{0,20}|meet\w{0,20}|met)\b[^.;]{0,30}\b(removal|trigger)\b|\bbefore (the )?(\w{1,20} )?(removal )?(criteria|levels?|trigger)s? (were|was|are|is)? ?(met|reached)\b|\bnot required by (the )?(\w{1,20} )?standard\b/;

/** 1904.9(a), (b)(3): a removal under an OSHA standard's surveillance, or a voluntary one before its levels. */
export function readMedicalRemoval(texts: readonly CaseText[]): FactValue | undefined {
  const voluntary = affirmed(scan(texts, VOLUNTARY));
  const removed = affirmed(scan(texts, REMOVED));
  const topic = removed.length > 0 || scan(texts, SURVEILLANCE).length > 0;
  if (!topic) return undefined;
  const moved = voluntary.filter((h) => MOVE.test(h.sentence));
  if (moved.length > 0) return factOf('no', moved);
  return removed.length > 0 ? factOf('yes', removed) : undefined;
}
