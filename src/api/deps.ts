/** What `buildApp(deps)` receives, so tests build the app in-process with fakes. */
import type { Config } from '../config.ts';
import type { DataStore } from '../lookup/store.ts';
import type { ModelClient } from '../model/port.ts';

export interface AppDeps {
  config: Readonly<Config>;
  /** Reference-data index (regulations, code sets, fee schedules), loaded lazily. */
  data: DataStore;
  /** Model port for the engines that need one (recordability, nudge). */
  model: ModelClient;
  /** Injected clock: engines never call Date.now(). */
  now: () => Date;
}
