/**
 * Speaker roles. ASR and diarisation labels name a role ("Dr", "RN", "pt", "case manager", "HR") or nothing
 * ("speaker 1", "SPEAKER_00"). A role puts the speaker on the care side (asks the card's question, does its
 * action) or the patient side (answers, volunteers: the patient and the people speaking for the patient); an
 * interpreter renders the patient in English. A label that names nothing is read from what the speaker says.
 */

export const ROLES = [
  'clinician',
  'nurse',
  'case_manager',
  'care_team',
  'interpreter',
  'patient',
  'family',
  'workplace',
  'unknown',
] as const;
export type Role = (typeof ROLES)[number];
export type Side = 'care' | 'patient';

/**
 * Label words -> role (the label is lower-cased and split at spaces, `_` and `-`; the first word found wins).
 * "pt" is read as the patient, but some systems use it for the physical therapist: a window whose only care-side
 * candidate is a "PT" speaker places it by what it says (`assignSides`).
 */
const LABEL_WORDS: Readonly<Record<Exclude<Role, 'unknown'>, readonly string[]>> = {
  case_manager: ['case', 'adjuster', 'coordinator'],
  interpreter: ['interpreter', 'translator', 'interp'],
  nurse: ['nurse', 'rn', 'lpn', 'lvn'],
  clinician: [
    'clinician',
    'doctor',
    'dr',
    'physician',
    'provider',
    'np',
    'pa',
    'md',
    'therapist',
    'examiner',
    'practitioner',
    'surgeon',
    'medic',
  ],
  care_team: [
    'ma',
    'technician',
    'tech',
    'hygienist',
    'ergonomist',
    'audiologist',
    'assistant',
    'staff',
    'scribe',
    'trainer',
  ],
  patient: [
    'patient',
    'pt',
    'caller',
    'employee',
    'worker',
    'driver',
    'applicant',
    'candidate',
    'client',
    'claimant',
    'member',
    'injured',
  ],
  family: [
    'family',
    'wife',
    'husband',
    'spouse',
    'partner',
    'mother',
    'father',
    'mom',
    'dad',
    'parent',
    'son',
    'daughter',
    'sister',
    'brother',
    'relative',
    'friend',
  ],
  workplace: [
    'supervisor',
    'coworker',
    'co',
    'employer',
    'hr',
    'foreman',
    'manager',
    'lead',
    'boss',
    'rep',
    'representative',
  ],
};

/** Label words checked in this order: "nurse case manager" is a case manager, "employer rep" the workplace. */
const ORDER: ReadonlyArray<Exclude<Role, 'unknown'>> = [
  'case_manager',
  'interpreter',
  'family',
  'workplace',
  'nurse',
  'clinician',
  'care_team',
  'patient',
];

const WORD_ROLE = new Map<string, Exclude<Role, 'unknown'>>();
for (const role of ORDER)
  for (const word of LABEL_WORDS[role]) if (!WORD_ROLE.has(word)) WORD_ROLE.set(word, role);

/** A label whose only role word is "pt" (patient in some systems, physical therapist in others). */
export function ambiguousLabel(label: string): boolean {
  const words = label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w !== '');
  return words.includes('pt') && words.every((w) => w === 'pt' || !WORD_ROLE.has(w));
}

/** The role a speaker label names, or `unknown` (diarised labels such as "speaker 1", "SPEAKER_00"). */
export function roleOfLabel(label: string): Role {
  const words = label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w !== '');
  let best: Exclude<Role, 'unknown'> | undefined;
  for (const word of words) {
    const role = WORD_ROLE.get(word);
    if (role !== undefined && (best === undefined || ORDER.indexOf(role) < ORDER.indexOf(best)))
      best = role;
  }
  return best ?? 'unknown';
}

const CARE: ReadonlySet<Role> = new Set(['clinician', 'nurse', 'case_manager', 'care_team']);

/** The side of a known role; the interpreter speaks for the patient in English (see window.ts). */
export function sideOfRole(role: Role): Side | undefined {
  if (CARE.has(role)) return 'care';
  if (role === 'unknown') return undefined;
  return 'patient';
}

/** What a speaker's turns look like, for a label that names no role. */
export interface SpeakerProfile {
  label: string;
  role: Role;
  turns: number;
  /** Turns that ask or instruct (a question sentence or an imperative one). */
  directive: number;
}

/**
 * Sides for every label of a window. Known roles keep theirs. Unknown labels: when the window has a labelled
 * care-side speaker, they are the patient side (the care team is usually labelled, the caller or patient is
 * not); otherwise the unknown speaker who asks and instructs most (by share of turns) is the care side, the rest
 * the patient side.
 */
export function assignSides(profiles: readonly SpeakerProfile[]): Map<string, Side> {
  const sides = new Map<string, Side>();
  const unknown = profiles.filter((p) => p.role === 'unknown');
  for (const p of profiles) {
    const side = sideOfRole(p.role);
    if (side !== undefined) sides.set(p.label, side);
  }
  const careLabelled = profiles.some((p) => sideOfRole(p.role) === 'care');
  const share = (p: SpeakerProfile) => (p.turns === 0 ? 0 : p.directive / p.turns);
  const lead = careLabelled
    ? undefined
    : [...unknown].sort((a, b) => share(b) - share(a) || b.turns - a.turns)[0];
  for (const p of unknown) sides.set(p.label, p === lead && share(p) > 0 ? 'care' : 'patient');
  // A window with no care side at all misread a label ("PT" is a physical therapist as often as a patient): the
  // speaker who asks and instructs most is the care side.
  if (![...sides.values()].includes('care')) {
    // The patient named plainly and one other speaker named by nothing or by "pt": that one is the care side.
    // Otherwise the speaker who asks and instructs most, if anyone does.
    const plain = profiles.filter((p) => p.role === 'patient' && !ambiguousLabel(p.label));
    const others = profiles.filter((p) => p.role === 'unknown' || ambiguousLabel(p.label));
    if (plain.length > 0 && others.length === 1) sides.set(others[0]!.label, 'care');
    else {
      const asker = [...profiles].sort(
        (a, b) => share(b) - share(a) || b.directive - a.directive,
      )[0];
      if (asker !== undefined && share(asker) > 0) sides.set(asker.label, 'care');
    }
  }
  return sides;
}
