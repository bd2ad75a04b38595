/**
 * The model port. Engines that need a model build prompts (pure), call `ModelClient.generate`,
 * and interpret the validated reply (pure). Providers: `rules` (offline, deterministic) and `openai`.
 * `src/model` is the only place that imports `openai` and `p-limit`.
 */
import type { z } from 'zod';

export interface ModelRequest<S extends z.ZodType> {
  /** Stable task name, e.g. `recordability.treatment`; rules providers dispatch on it. */
  task: string;
  system: string;
  user: string;
  /** Structured-output schema: the reply is validated against it whichever provider answers. */
  schema: S;
  /** Structured input the rules provider reasons from (the openai provider ignores it). */
  input: unknown;
}

export interface ModelClient {
  readonly provider: 'rules' | 'openai';
  /** Resolves to schema-valid output, or throws UpstreamError (502) / UpstreamTimeout (504). */
  generate<S extends z.ZodType>(request: ModelRequest<S>): Promise<z.output<S>>;
}

/** A deterministic offline handler for one task, registered with the rules provider. */
export type RulesHandler = (input: unknown) => unknown;
