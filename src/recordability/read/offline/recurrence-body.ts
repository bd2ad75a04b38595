/**
 * 1904.6(a)(1): a case is new unless an earlier recorded case was "of the same type that affects the same part
 * of the body". These tables name body regions and injury types in everyday and clinic wording, so an earlier
 * condition can be compared with the current one.
 */

/** Body regions: a wrist is not a forearm, a left knee is not a right knee. Global, for matchAll. */
const REGIONS: ReadonlyArray<readonly [region: string, pattern: RegExp]> = [
  // "came back", "bent back", "back to work" are not the back.
  [
    'back',
    /\b(low(er)? back|(?<!\b(came|come|comes|coming|went|go|goes|going|get|gets|got|bent|returned|fell|be|called|brought|sent|way|moved|put|pulled|stepped|look|looked|sat|leaned|headed|turned|pushed|paid|held|kicked|bounced|snapped|swung|is|was|are|were) )back(?! (to|home|into|onto|then|up)\b)|lumbar|lumbosacral|thoracic|spine|spinal|sciatica|disc)\b/gi,
  ],
  ['neck', /\b(neck|cervical)\b/gi],
  ['shoulder', /\b(shoulders?|rotator cuff)\b/gi],
  ['elbow', /\b(elbows?|epicondyl\w{0,20})\b/gi],
  ['forearm', /\bforearms?\b/gi],
  ['arm', /\b(upper )?arms?\b/gi],
  ['wrist', /\b(wrists?|carpal|CTS)\b/gi],
  ['hand', /\b(hands?|palms?)\b/gi],
  ['thumb', /\bthumbs?\b/gi],
  ['finger', /\b(fingers?|fingertips?)\b/gi],
  ['hip', /\bhips?\b/gi],
  ['knee', /\b(knees?|patella\w{0,20}|menisc\w{0,20}|ACL|MCL)\b/gi],
  ['leg', /\b(legs?|thighs?|calf|calves|shins?|hamstrings?)\b/gi],
  ['ankle', /\bankles?\b/gi],
  ['foot', /\b(foot|feet|heels?|plantar)\b/gi],
  ['toe', /\btoes?\b/gi],
  ['head', /\b(head|scalp|skull)\b/gi],
  ['eye', /\beyes?\b/gi],
  ['ear', /\b(ears?|hearing)\b/gi],
  ['chest', /\b(chest|ribs?)\b/gi],
  ['lung', /\b(lungs?|respiratory|pulmonary|asthma\w{0,20})\b/gi],
  ['skin', /\b(skin|dermatitis|rash)\b/gi],
  ['groin', /\b(groin|hernia|inguinal)\b/gi],
];

/** Injury and illness types; sprains and strains are read as one type. */
const TYPES: ReadonlyArray<readonly [type: string, pattern: RegExp]> = [
  ['sprain_strain', /\b(sprain\w{0,20}|strain\w{0,20}|pulled muscle)\b/i],
  ['fracture', /\b(fractur\w{0,20}|fx|broken|cracked)\b/i],
  ['cut', /\b(lacerat\w{0,20}|cuts?|lac)\b/i],
  ['burn', /\bburns?\b/i],
  ['contusion', /\b(contusions?|bruis\w{0,20})\b/i],
  ['tear', /\b(tears?|torn)\b/i],
  ['carpal_tunnel', /\b(carpal tunnel|CTS)\b/i],
  ['tendinitis', /\b(tendinitis|tendonitis|tenosynovitis|epicondylitis|bursitis)\b/i],
  ['dermatitis', /\b(dermatitis|rash|eczema)\b/i],
  ['hernia', /\bhernia\b/i],
  ['dislocation', /\bdislocat\w{0,20}/i],
  ['asthma', /\basthma\w{0,20}/i],
];

/** A side named just before a region, with at most one word between ("left fifth toe", "R wrist"). */
const SIDE = /\b(left|right|lt|rt|L|R)\b\.?\s{1,3}(\w{1,20}\s{1,3})?$/i;

export interface BodyReading {
  /** Region -> the sides named for it ('L', 'R'; empty when no side is named). */
  regions: Map<string, Set<'L' | 'R'>>;
  types: Set<string>;
}

/** The body regions (with their sides) and the injury types a text names. */
export function readBody(text: string): BodyReading {
  const regions = new Map<string, Set<'L' | 'R'>>();
  for (const [region, pattern] of REGIONS) {
    for (const m of text.matchAll(pattern)) {
      const sides = regions.get(region) ?? new Set<'L' | 'R'>();
      const side = SIDE.exec(text.slice(Math.max(0, m.index - 20), m.index));
      if (side !== null) sides.add(/^(l|lt|left)$/i.test(side[1]!) ? 'L' : 'R');
      regions.set(region, sides);
    }
  }
  const types = new Set(TYPES.filter(([, p]) => p.test(text)).map(([t]) => t));
  return { regions, types };
}

/**
 * Whether two readings name the same part of the body and type: `same` when a region is shared (on the same
 * side, when both sides are named) and the types named do not differ, or when only one side names a region and
 * both name the same type ("CTS right wrist" then, "right CTS" now); `different` when both name regions and
 * none is shared, or both name types and none is shared; `unclear` otherwise.
 */
export function compareBody(
  before: BodyReading,
  now: BodyReading,
): 'same' | 'different' | 'unclear' {
  const sharedType = [...before.types].some((t) => now.types.has(t));
  // With no body part on one side, a shared type ("CTS" then and now) is read as the same condition.
  if (before.regions.size === 0 || now.regions.size === 0)
    return sharedType && (before.regions.size > 0 || now.regions.size > 0) ? 'same' : 'unclear';
  const shared = [...before.regions.keys()].filter((r) => {
    if (!now.regions.has(r)) return false;
    const a = before.regions.get(r)!;
    const b = now.regions.get(r)!;
    return a.size === 0 || b.size === 0 || [...a].some((s) => b.has(s));
  });
  if (shared.length === 0) return 'different';
  const typesDiffer = before.types.size > 0 && now.types.size > 0 && !sharedType;
  return typesDiffer ? 'different' : 'same';
}
