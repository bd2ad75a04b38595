/**
 * What a safety officer expects beyond the spec: the OSHA 300 Log column a recordable case would take
 * (1904.7(b)(2)-(5)), injury vs illness (1904.46), the 1904.39 reporting clock, the privacy-case flag
 * (1904.29(b)(7)) and the day count with the 180-day cap (1904.7(b)(3)(vii)). Pure; citations quote the
 * served text only (1904.39 is not in the reference dataset, so its rule carries a ref and no quote).
 */
import { citeFrom, type Excerpts } from './citations.ts';
import { type CaseFacts, type FactKey, provenanceOf } from './facts/schema.ts';
import type { Citation, RecordabilityCase } from './schema.ts';
import { caseSources, check, only } from './text.ts';

type Det = 'yes' | 'no' | 'unsure';

export interface OshaLogExtras {
  column: {
    value: 'death' | 'days_away' | 'job_transfer_or_restriction' | 'other_recordable_case';
    basis: 'work_status' | 'case_text' | 'default';
    ref: string;
  };
  case_type: {
    value: 'injury' | 'illness' | 'unsure';
    illness_column:
      | 'skin_disorder'
      | 'respiratory_condition'
      | 'poisoning'
      | 'hearing_loss'
      | 'all_other_illnesses'
      | null;
    note: string;
  };
  days_away: {
    reported: number | null;
    to_record: number | null;
    capped: boolean;
    ref: string;
    note: string;
  };
  reporting: {
    deadline_hours: 8 | 24 | null;
    events: Array<'fatality' | 'inpatient_hospitalization' | 'amputation' | 'loss_of_eye'>;
    ref: string;
    note: string;
  };
  privacy_case: {
    flag: Det;
    grounds: Array<{ ref: string; reason: string }>;
    question: string | null;
  };
  citations: Citation[];
}

const ILLNESS_COLUMNS: ReadonlyArray<
  [OshaLogExtras['case_type']['illness_column'] & string, RegExp]
> = [
  ['hearing_loss', /hearing loss|standard threshold shift|\bSTS\b/],
  ['poisoning', /poison\w{0,30}|toxic\w{0,30}|lead (level|exposure)|carbon monoxide|blood lead/],
  [
    'skin_disorder',
    /dermatitis|rash|eczema|hives|urticaria|skin (disease|disorder|irritation|condition)|chemical burn(?!s? to the eye)|oil acne|chrome ulcer/,
  ],
  [
    'respiratory_condition',
    /asthma|pneumonitis|bronchitis|silicosis|asbestosis|byssinosis|pneumoconiosis|respiratory|tuberculosis|\bCOPD\b|rhinitis|lung disease/,
  ],
  [
    'all_other_illnesses',
    /heat (stroke|exhaustion|illness|syncope)|frostbite|hypothermia|infection|hepatitis|\bHIV\b|cancer|mesothelioma|leuka?emia|mental illness|anxiety|depression|post-?traumatic|carpal tunnel|tendinitis|tendonitis|raynaud|decompression sickness|radiation (sickness|effects)|disease/,
  ],
];
const INJURY =
  /cut|lacerat\w{0,30}|fractur\w{0,30}|broken|sprain\w{0,30}|strain\w{0,30}|amputat\w{0,30}|contusion|bruis\w{0,30}|abrasion|puncture|burn|dislocat\w{0,30}|crush\w{0,30}|concussion|bite|sting|needle ?stick|foreign body|tear|torn/;

/** The extras for one case, given its facts. */
export function oshaLogExtras(
  c: RecordabilityCase,
  read: CaseFacts,
  excerpts: Excerpts,
): OshaLogExtras {
  const citations: Citation[] = [];
  const cite = (ref: string, anchor: string) => {
    const x = citeFrom(excerpts, ref, anchor);
    if (x !== null) citations.push(x);
  };
  const sources = caseSources(c);
  const injurySources = only(sources, 'injury', 'diagnosis', 'incident');
  const yes = (key: FactKey) => read.facts[key].value === 'yes';
  const basisOf = (...keys: FactKey[]): 'work_status' | 'case_text' =>
    keys.some((k) => yes(k) && provenanceOf(read.facts[k]) === 'field')
      ? 'work_status'
      : 'case_text';

  // 1904.7(b)(2)-(5): the most serious outcome decides the one column checked.
  const column: OshaLogExtras['column'] = yes('death')
    ? { value: 'death', basis: basisOf('death'), ref: '29 CFR 1904.7(b)(2)' }
    : yes('days_away')
      ? { value: 'days_away', basis: basisOf('days_away'), ref: '29 CFR 1904.7(b)(3)' }
      : yes('restricted_work') || yes('job_transfer')
        ? {
            value: 'job_transfer_or_restriction',
            basis: basisOf('restricted_work', 'job_transfer'),
            ref: '29 CFR 1904.7(b)(4)',
          }
        : { value: 'other_recordable_case', basis: 'default', ref: '29 CFR 1904.7(b)(5)' };
  if (column.value === 'other_recordable_case')
    cite(
      '1904.7(b)(5)',
      'you enter a check mark in the box for cases where the employee received medical treatment',
    );
  if (column.value === 'job_transfer_or_restriction')
    cite('1904.7(b)(4)', 'placing a check mark in the space for job transfer or restriction');

  // 1904.46 and 1904.8(a): injury or illness.
  const illness = ILLNESS_COLUMNS.find(
    ([, re]) => check(injurySources, re).evidence === 'affirmed',
  );
  const injury = check(injurySources, INJURY).evidence === 'affirmed';
  const sharps = yes('sharps_contaminated');
  const case_type: OshaLogExtras['case_type'] = sharps
    ? {
        value: 'injury',
        illness_column: null,
        note: 'A contaminated needlestick or sharps injury is entered as an injury, 1904.8(a).',
      }
    : illness !== undefined && (c.injury.onset_type !== 'acute' || !injury)
      ? {
          value: 'illness',
          illness_column: illness[0],
          note: 'The condition reads as an illness (an abnormal condition other than an injury from a single instantaneous event), 1904.46.',
        }
      : injury
        ? {
            value: 'injury',
            illness_column: null,
            note: 'The condition reads as an injury such as a cut, fracture, sprain or amputation, 1904.46.',
          }
        : {
            value: 'unsure',
            illness_column: null,
            note: 'The text does not make clear whether this is an injury or an illness.',
          };

  // 1904.7(b)(3): calendar days, from the day after; cap at 180.
  const reported = read.days_away_count;
  const days_away: OshaLogExtras['days_away'] = {
    reported,
    to_record: reported === null ? null : Math.min(reported, 180),
    capped: reported !== null && reported > 180,
    ref: '29 CFR 1904.7(b)(3)(vii)',
    note:
      reported === null
        ? 'No day count given. Count calendar days (weekends and days off included) from the day after the injury, 1904.7(b)(3)(i) and (iv).'
        : reported > 180
          ? 'More than 180 calendar days away: entering 180 is adequate, 1904.7(b)(3)(vii).'
          : 'Calendar days away as reported; the day of the injury is not counted, 1904.7(b)(3)(i).',
  };
  if (reported !== null)
    cite('1904.7(b)(3)(vii)', 'you may “cap” the total days away at 180 calendar days');

  // 1904.39: 8 hours for a fatality; 24 hours for in-patient hospitalization, amputation or loss of an eye.
  const events: OshaLogExtras['reporting']['events'] = [];
  const fatal = yes('death');
  if (fatal) events.push('fatality');
  // 1904.39(b)(9): an admission for observation or diagnostic testing only is not reported.
  const admitted =
    check(
      sources,
      /admitted (to (the )?hospital|as an in-?patient|overnight)|hospitali[sz]\w{0,30}|in-?patient/,
    ).evidence === 'affirmed';
  const observationOnly =
    admitted &&
    check(sources, /(for|only for) (observation|diagnostic test\w{0,30})( only)?|observation only/)
      .evidence === 'affirmed';
  if (admitted && !observationOnly) events.push('inpatient_hospitalization');
  if (
    check(
      injurySources,
      /amputat\w{0,30}|severed|lost (the tip of )?(a |his |her |their |one )?(finger|thumb|toe|hand|arm|leg|foot|fingertip)/,
    ).evidence === 'affirmed'
  )
    events.push('amputation');
  if (
    check(
      injurySources,
      /(loss|lost) (of )?(an |the |his |her |their |one )?eye\b|enucleat\w{0,30}/,
    ).evidence === 'affirmed'
  )
    events.push('loss_of_eye');
  if (fatal)
    cite(
      '1904.7(b)(2)',
      'You must also report any work-related fatality to OSHA within eight (8) hours',
    );
  const reporting: OshaLogExtras['reporting'] = {
    deadline_hours: fatal ? 8 : events.length > 0 ? 24 : null,
    events,
    ref: '29 CFR 1904.39',
    note:
      events.length === 0
        ? observationOnly
          ? 'The hospital admission reads as observation or diagnostic testing only, which 1904.39(b)(9) does not require reporting; confirm that no care or treatment was given (the 1904.39 text is not in the served dataset).'
          : 'No fatality, in-patient hospitalization, amputation or loss of an eye is described: no 1904.39 report is indicated.'
        : 'A report to OSHA is due if the event is work-related: within 8 hours of learning of a fatality, within 24 hours of learning of an in-patient hospitalization, amputation or loss of an eye (1904.39; its text is not in the served dataset, so no quotation is attached). Confirm timing: fatalities within 30 days and hospitalizations, amputations or eye losses within 24 hours of the work-related incident.',
  };

  // 1904.29(b)(7): privacy concern cases (a closed list, (b)(8)).
  const grounds: OshaLogExtras['privacy_case']['grounds'] = [];
  const ground = (re: RegExp, ref: string, reason: string, src = injurySources) => {
    if (check(src, re).evidence === 'affirmed') grounds.push({ ref, reason });
  };
  ground(
    /genital\w{0,30}|groin|testic\w{0,30}|scrot\w{0,30}|penis|penile|vagin\w{0,30}|vulva|breasts?|reproductive|uterus|ovar\w{0,30}|pelvic floor|rectal|rectum|anus|anal\b|buttocks?/,
    '29 CFR 1904.29(b)(7)(i)',
    'an intimate body part or the reproductive system',
  );
  ground(
    /sexual(ly)? assault\w{0,30}|rape|sexual abuse/,
    '29 CFR 1904.29(b)(7)(ii)',
    'an injury or illness resulting from a sexual assault',
    sources,
  );
  ground(
    /anxiety|depression|depressive|post-?traumatic stress|\bPTSD\b|mental (illness|disorder|health condition)|panic disorder|adjustment disorder|acute stress disorder/,
    '29 CFR 1904.29(b)(7)(iii)',
    'a mental illness',
  );
  ground(
    /\bHIV\b|hepatitis|tuberculosis|\bTB\b/,
    '29 CFR 1904.29(b)(7)(iv)',
    'HIV infection, hepatitis or tuberculosis',
  );
  if (sharps)
    grounds.push({
      ref: '29 CFR 1904.29(b)(7)(v)',
      reason:
        "a needlestick or sharps injury contaminated with another person's blood or other potentially infectious material",
    });
  if (grounds.length > 0)
    cite(
      '1904.29(b)(7)',
      'You must consider the following injuries or illnesses to be privacy concern cases',
    );
  const privacy_case: OshaLogExtras['privacy_case'] = {
    flag: grounds.length > 0 ? 'yes' : case_type.value === 'injury' ? 'no' : 'unsure',
    grounds,
    question:
      grounds.length === 0 && case_type.value !== 'injury'
        ? 'If this is an illness, has the employee asked that their name not be entered on the log (1904.29(b)(7)(vi))?'
        : null,
  };

  return { column, case_type, days_away, reporting, privacy_case, citations };
}
