/**
 * Safety categories (spec, "POST /api/nudge/check_resolution", rule 2): a card in one of these is never
 * auto-resolved, whatever the judge says; only the clinician or the consumer clears it.
 */
export const SAFETY_CATEGORIES = [
  'emergency-activation',
  'escalation-indicated',
  'red-flag-screening',
  'patient-location-unconfirmed',
  'otc-contraindication-check',
] as const;

export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

const safety: ReadonlySet<string> = new Set(SAFETY_CATEGORIES);

export function isSafetyCategory(category: string): category is SafetyCategory {
  return safety.has(category);
}
