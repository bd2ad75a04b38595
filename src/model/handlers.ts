/**
 * The rules provider's task table: task name -> deterministic offline handler.
 * Each engine that needs a model exports its rules handlers; add one line per task family.
 */
import type { RulesHandler } from './port.ts';
import { offlineReadHandlers } from '../recordability/read/offline/index.ts';
import { nudgeRulesHandlers } from '../nudge/rules-handlers.ts';

export const rulesHandlers: Record<string, RulesHandler> = {
  ...nudgeRulesHandlers,
  ...offlineReadHandlers,
};
