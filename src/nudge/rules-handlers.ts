/** The nudge tasks of the offline rules provider (registered in src/model/handlers.ts). */
import type { RulesHandler } from '../model/port.ts';
import { CHECK_TASK, type JudgeInput } from './judge.ts';
import { judgeOffline } from './offline-judge.ts';
import { SUGGEST_TASK, suggestWithRules, type SuggestJudgeInput } from './suggest.ts';

export const nudgeRulesHandlers: Record<string, RulesHandler> = {
  [CHECK_TASK]: (input) => judgeOffline(input as JudgeInput),
  [SUGGEST_TASK]: (input) => suggestWithRules(input as SuggestJudgeInput),
};
