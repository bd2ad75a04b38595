/** The five factor analyses: the question each answers and what its `yes` leaning means. */
import type { FactorName } from './schema.ts';

export const FACTOR_QUESTIONS: Record<FactorName, string> = {
  work_relatedness:
    'Did an event or exposure in the work environment cause or contribute to the condition, or significantly aggravate a pre-existing injury or illness (29 CFR 1904.5(a), (b)(1), (b)(3)-(b)(7))?',
  exceptions:
    'Does one of the exceptions of 29 CFR 1904.5(b)(2)(i)-(ix), the travel-status rules of (b)(6) or the work-at-home rule of (b)(7) take the case out of work-relatedness?',
  recurrence:
    'Is this a new case, or the continuation of an injury or illness already recorded for the same type and body part (29 CFR 1904.6)?',
  treatment:
    'Did the injury or illness result in medical treatment beyond first aid, as 29 CFR 1904.7(b)(5) defines it (the first-aid list of (b)(5)(ii) is closed)?',
  significance:
    'Is there a significant injury or illness diagnosed by a physician or other licensed health care professional (29 CFR 1904.7(b)(7)), or does a specific recording criterion of 1904.8 to 1904.11 apply?',
};
