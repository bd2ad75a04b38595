/**
 * The model port. Engines that need a model build prompts (pure), call `ModelClient.generate`,
 * and interpret the validated reply (pure). Providers: `rules` (offline, deterministic) and `openai`.
 * `src/model` is the only place that imports `openai` and `p-limit`.
 */
import type { z } from 'zod';

export interface ModelRequest<S extends z.ZodType, I = unknown> {
  /** Stable task name, e.g. `recordability.read.treatment`: for logs, metrics and test overrides. */
  task: string;
  system: string;
  user: string;
  /** Structured-output schema: the reply is validated against it whichever provider answers. */
  schema: S;
  /** Structured input the offline answer reasons from (the openai provider ignores it). */
  input: I;
  /**
   * The deterministic offline answer to this task, given by the engine that asks: the `rules` provider calls it
   * (and validates its output against `schema`), so the port imports no engine and each call names its handler.
   */
  offline: (input: I) => unknown;
}

export interface ModelClient {
  readonly provider: 'rules' | 'openai';
  /** Resolves to schema-valid output, or throws UpstreamError (502) / UpstreamTimeout (504). */
  generate<S extends z.ZodType, I>(request: ModelRequest<S, I>): Promise<z.output<S>>;
  /**
   * True when the provider can serve requests (`GET /api/health/check`), given the caller's clock for the
   * answer's cache (probe.ts). Absent on a provider with nothing to reach (rules, test doubles): always up.
   */
  probe?(nowMs: number): Promise<boolean>;
}

/** A deterministic offline handler for one task (tests may override a task's handler by name). */
export type RulesHandler = (input: unknown) => unknown;
