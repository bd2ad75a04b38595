/**
 * Stopping cleanly on SIGINT or SIGTERM. The process signals are injected (`CommandIO.onStopSignal`, wired by
 * bin/ohds.js; tests fire their own), and only a command that writes files listens, and only while it writes:
 * every other command keeps Node's default, which ends the process at once.
 */

export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Subscribes `listener` to SIGINT and SIGTERM; returns the unsubscribe. */
export type StopSignals = (listener: (signal: StopSignal) => void) => () => void;

export interface StopWatch {
  /** Aborted by the first stop signal; its `reason` is the signal's name. */
  signal: AbortSignal;
  /** A promise that rejects with the signal's name when the first stop signal arrives, for `Promise.race`. */
  stopped: Promise<never>;
  /** Stops listening. Call it when the work is over, whatever its outcome. */
  dispose(): void;
}

/**
 * Listens for the first stop signal. Listening ends with it, so a second Ctrl-C gets Node's default (an
 * immediate exit) if cleaning up ever hangs.
 */
export function watchStop(source: StopSignals | undefined): StopWatch {
  const controller = new AbortController();
  let unsubscribe: (() => void) | undefined;
  const dispose = (): void => {
    unsubscribe?.();
    unsubscribe = undefined;
  };
  const stopped = whenAborted(controller.signal);
  unsubscribe = source?.((name) => {
    dispose();
    controller.abort(name);
  });
  if (controller.signal.aborted) dispose();
  return { signal: controller.signal, stopped, dispose };
}

/**
 * A promise that rejects with `signal.reason` when it aborts (never settles otherwise), for `Promise.race`.
 * An abort after the race is over is nobody's failure: the rejection is marked handled.
 */
export function whenAborted(signal: AbortSignal | undefined): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  return aborted;
}

/** The signal that stopped `signal`, or null when it was not aborted by one. */
export function stopSignalOf(signal: AbortSignal): StopSignal | null {
  return signal.aborted && (signal.reason === 'SIGINT' || signal.reason === 'SIGTERM')
    ? signal.reason
    : null;
}
