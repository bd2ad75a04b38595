/**
 * Depth `full` recommendations: decision support for a qualified professional, never a diagnosis.
 * One table per instrument: rules triggered by the band, and by single items where an item carries
 * meaning of its own (depression item 9: urgent whatever the band, interface.md "POST .../score").
 * No invented thresholds: every trigger is a spec band or a 0-based item answered 1 or more.
 * Design and rationale: docs/instruments.md.
 */
import type { Recommendation, RecommendationAudience, RecommendationPriority } from './types.ts';

interface Rule {
  /** `band:<name>` (the score's band) or `item:<item_id>` (that item answered 1 or more). */
  trigger: string;
  priority: RecommendationPriority;
  audience: RecommendationAudience;
  text: string;
  rationale: string;
}

const RECHECK_CODING: Rule = {
  trigger: 'band:unknown',
  priority: 'high',
  audience: 'provider',
  text: 'Check how the responses were coded (value range of each item, any reversal) and rescore before acting on this result.',
  rationale:
    'The score falls outside every band, which usually means answers were coded on a different scale than the instrument uses.',
};

const rules: Readonly<Record<string, readonly Rule[]>> = {
  opioid_risk: [
    {
      trigger: 'band:low',
      priority: 'routine',
      audience: 'provider',
      text: 'If an opioid is considered, apply your standard prescribing precautions; this screen adds no further risk measures.',
      rationale: 'Score in the low band of the opioid risk screen.',
    },
    {
      trigger: 'band:moderate',
      priority: 'high',
      audience: 'provider',
      text: 'Prefer non-opioid options; if an opioid is prescribed, agree a treatment plan and review benefit and harm at each contact.',
      rationale: 'Score in the moderate band: elevated risk of problematic opioid use.',
    },
    {
      trigger: 'band:high',
      priority: 'high',
      audience: 'provider',
      text: 'Avoid opioids where possible; if one is needed, involve a clinician experienced in pain or addiction medicine and use the closest monitoring your protocol provides.',
      rationale: 'Score in the high band: high risk of problematic opioid use.',
    },
  ],
  yellow_flag_screen: [
    {
      trigger: 'item:item_10',
      priority: 'high',
      audience: 'provider',
      text: 'Explore the active substance-use concern directly and follow your substance-use care pathway.',
      rationale: 'Item 10 (active substance-use concern) is flagged.',
    },
    {
      trigger: 'item:item_2',
      priority: 'routine',
      audience: 'provider',
      text: 'Consider administering the depression screen.',
      rationale: 'Item 2 (depressed mood) is flagged; the screen gives a banded measure.',
    },
    {
      trigger: 'item:item_3',
      priority: 'routine',
      audience: 'provider',
      text: 'Consider administering the anxiety screen.',
      rationale: 'Item 3 (anxious or tense mood) is flagged; the screen gives a banded measure.',
    },
    {
      trigger: 'item:item_6',
      priority: 'routine',
      audience: 'provider',
      text: 'Consider administering the kinesiophobia scale.',
      rationale:
        'Item 6 (fear of movement or reinjury) is flagged; the scale gives a banded measure.',
    },
    {
      trigger: 'band:low',
      priority: 'routine',
      audience: 'provider',
      text: 'Continue usual care; few psychosocial risk factors for delayed recovery are flagged.',
      rationale: 'Flag count in the low band.',
    },
    {
      trigger: 'band:moderate',
      priority: 'high',
      audience: 'provider',
      text: 'Address the flagged factors in the care plan (education, reassurance, graded activity) and review them at the next contact.',
      rationale:
        'Flag count in the moderate band: several psychosocial risk factors for delayed recovery.',
    },
    {
      trigger: 'band:high',
      priority: 'high',
      audience: 'provider',
      text: 'Consider referral for a psychologically informed or multidisciplinary assessment.',
      rationale:
        'Flag count in the high band: many psychosocial risk factors for delayed recovery.',
    },
  ],
  kinesiophobia: [
    {
      trigger: 'band:low',
      priority: 'routine',
      audience: 'provider',
      text: 'Fear of movement does not appear to be a barrier; encourage a progressive return to activity.',
      rationale:
        'Score in the low band. Check that items 4 and 8 were reversed before submission if the published form was used.',
    },
    {
      trigger: 'band:high',
      priority: 'high',
      audience: 'provider',
      text: 'Address fear of movement: explain that hurt does not necessarily mean harm, and use graded activity or graded exposure.',
      rationale:
        'Score in the high band: fear of movement or reinjury may limit recovery. Check that items 4 and 8 were reversed before submission if the published form was used.',
    },
  ],
  depression_screen: [
    {
      trigger: 'item:item_9',
      priority: 'urgent',
      audience: 'provider',
      text: "Ask about item 9 (thoughts of being better off dead or of self-harm) directly and today, and follow your organisation's suicide-risk assessment and escalation protocol.",
      rationale:
        'Any answer above "Not at all" on item 9 needs same-day clinical follow-up whatever the total score.',
    },
    {
      trigger: 'band:minimal',
      priority: 'routine',
      audience: 'provider',
      text: 'No action indicated by this screen alone; rescreen if symptoms or circumstances change.',
      rationale: 'Score in the minimal band.',
    },
    {
      trigger: 'band:mild',
      priority: 'routine',
      audience: 'provider',
      text: 'Watchful waiting: repeat the screen at a follow-up contact and offer support resources.',
      rationale: 'Score in the mild band.',
    },
    {
      trigger: 'band:moderate',
      priority: 'high',
      audience: 'provider',
      text: 'Arrange a clinical review of depressive symptoms by a qualified professional and consider their effect on the recovery and return-to-work plan.',
      rationale: 'Score in the moderate band.',
    },
    {
      trigger: 'band:moderately_severe',
      priority: 'high',
      audience: 'provider',
      text: 'Arrange a prompt clinical evaluation of depressive symptoms and discuss treatment options.',
      rationale: 'Score in the moderately severe band.',
    },
    {
      trigger: 'band:severe',
      priority: 'high',
      audience: 'provider',
      text: 'Arrange a prompt clinical evaluation, with referral to mental-health care, and discuss treatment options.',
      rationale: 'Score in the severe band.',
    },
  ],
  lower_extremity_function: [
    {
      trigger: 'band:severe',
      priority: 'high',
      audience: 'provider',
      text: 'Review the treatment plan and whether current work duties are feasible; consider restrictions and specialist review if function is not improving.',
      rationale:
        'Score in the severe band: severe lower-extremity functional limitation (higher scores are better).',
    },
    {
      trigger: 'band:moderate',
      priority: 'high',
      audience: 'provider',
      text: 'Consider modified duties that avoid the activities answered with extreme or quite a bit of difficulty, alongside targeted rehabilitation.',
      rationale: 'Score in the moderate band: moderate functional limitation.',
    },
    {
      trigger: 'band:mild',
      priority: 'routine',
      audience: 'provider',
      text: 'Continue rehabilitation and review the activities still limited before clearing full duty.',
      rationale: 'Score in the mild band: mild functional limitation.',
    },
    {
      trigger: 'band:minimal',
      priority: 'routine',
      audience: 'provider',
      text: 'Lower-extremity function is unlikely to be a barrier to usual duties.',
      rationale: 'Score in the minimal band: minimal functional limitation.',
    },
  ],
  work_ability: [
    {
      trigger: 'band:poor',
      priority: 'high',
      audience: 'provider',
      text: 'Restore work ability: review health, work demands and possible accommodations together with the worker.',
      rationale: 'Score in the poor band (higher scores are better).',
    },
    {
      trigger: 'band:poor',
      priority: 'high',
      audience: 'employer',
      text: "With the worker's consent, discuss work adjustments with the occupational-health team.",
      rationale:
        'Work ability in the poor band; adjustments are agreed with the worker, not imposed.',
    },
    {
      trigger: 'band:moderate',
      priority: 'high',
      audience: 'provider',
      text: 'Improve work ability: identify the health and work factors behind the lower items and plan measures with the worker.',
      rationale: 'Score in the moderate band.',
    },
    {
      trigger: 'band:good',
      priority: 'routine',
      audience: 'provider',
      text: 'Support work ability: keep current measures and review if health or work demands change.',
      rationale: 'Score in the good band.',
    },
    {
      trigger: 'band:excellent',
      priority: 'routine',
      audience: 'provider',
      text: 'Maintain work ability; no additional measures indicated by this screen.',
      rationale: 'Score in the excellent band.',
    },
  ],
  anxiety_screen: [
    {
      trigger: 'band:minimal',
      priority: 'routine',
      audience: 'provider',
      text: 'No action indicated by this screen alone; rescreen if symptoms or circumstances change.',
      rationale: 'Score in the minimal band.',
    },
    {
      trigger: 'band:mild',
      priority: 'routine',
      audience: 'provider',
      text: 'Watchful waiting: repeat the screen at a follow-up contact and offer support resources.',
      rationale: 'Score in the mild band.',
    },
    {
      trigger: 'band:moderate',
      priority: 'high',
      audience: 'provider',
      text: 'Arrange a clinical review of anxiety symptoms by a qualified professional and consider their effect on the recovery plan.',
      rationale: 'Score in the moderate band.',
    },
    {
      trigger: 'band:severe',
      priority: 'high',
      audience: 'provider',
      text: 'Arrange a prompt clinical evaluation of anxiety symptoms and discuss treatment options.',
      rationale: 'Score in the severe band.',
    },
  ],
  recovery_expectation: [
    {
      trigger: 'band:poor',
      priority: 'high',
      audience: 'provider',
      text: 'Explore why the worker expects a poor recovery and address those reasons in the return-to-work plan.',
      rationale:
        'Expectation in the poor band; a low recovery expectation is a psychosocial risk factor for delayed return to work.',
    },
    {
      trigger: 'band:moderate',
      priority: 'routine',
      audience: 'provider',
      text: "Discuss the expected course of recovery and the return-to-work plan to strengthen the worker's expectation.",
      rationale: 'Expectation in the moderate band.',
    },
    {
      trigger: 'band:good',
      priority: 'routine',
      audience: 'provider',
      text: "Reinforce the worker's positive expectation in the return-to-work plan.",
      rationale: 'Expectation in the good band.',
    },
  ],
  orebro: [
    {
      trigger: 'band:low',
      priority: 'routine',
      audience: 'provider',
      text: 'Usual care with advice to stay active; the screen indicates a low risk of long-term disability.',
      rationale: 'Score in the low band.',
    },
    {
      trigger: 'band:medium',
      priority: 'high',
      audience: 'provider',
      text: 'Look at the high-scoring psychosocial and work items and address them in an activity-based plan.',
      rationale: 'Score in the medium band: increased risk of long-term disability.',
    },
    {
      trigger: 'band:high',
      priority: 'high',
      audience: 'provider',
      text: 'Consider an early psychologically informed or multidisciplinary intervention with a work-focused plan.',
      rationale: 'Score in the high band: high risk of long-term disability.',
    },
  ],
};

const PRIORITY_ORDER: Record<RecommendationPriority, number> = { urgent: 0, high: 1, routine: 2 };

function applies(rule: Rule, band: string, responses: Readonly<Record<string, unknown>>): boolean {
  const [kind, name = ''] = rule.trigger.split(':');
  if (kind === 'band') return name === band;
  const value = responses[name];
  return typeof value === 'number' && value >= 1;
}

/** The recommendations for a scored, validated submission: urgent first, then high, then routine. */
export function recommend(
  instrumentId: string,
  band: string,
  responses: Readonly<Record<string, unknown>>,
): Recommendation[] {
  return [...(rules[instrumentId] ?? []), RECHECK_CODING]
    .filter((rule) => applies(rule, band, responses))
    .map(({ trigger, priority, audience, text, rationale }) => ({
      id: `${instrumentId}.${trigger.replace(':', '.')}.${audience}`,
      priority,
      audience,
      trigger,
      text,
      rationale,
    }))
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
