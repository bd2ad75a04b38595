/** The rules provider's recordability tasks: `recordability.<factor>` -> deterministic handler. */
import type { RulesHandler } from '../../model/port.ts';
import type { FactorName, FactorResult } from '../schema.ts';
import type { FactorInput } from './draft.ts';
import { analyzeExceptions } from './exceptions.ts';
import { analyzeRecurrence } from './recurrence.ts';
import { analyzeSignificance } from './significance.ts';
import { analyzeTreatment } from './treatment.ts';
import { analyzeWorkRelatedness } from './work-relatedness.ts';

export const FACTOR_ANALYSES: Record<FactorName, (input: FactorInput) => FactorResult> = {
  work_relatedness: analyzeWorkRelatedness,
  exceptions: analyzeExceptions,
  recurrence: analyzeRecurrence,
  treatment: analyzeTreatment,
  significance: analyzeSignificance,
};

export const factorTask = (factor: FactorName): string => `recordability.${factor}`;

export const recordabilityRulesHandlers: Record<string, RulesHandler> = Object.fromEntries(
  Object.entries(FACTOR_ANALYSES).map(([factor, analyze]) => [factorTask(factor as FactorName), (input: unknown) => analyze(input as FactorInput)]),
);
