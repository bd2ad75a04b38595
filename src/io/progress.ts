/** A spinner with a live row count on a TTY; nothing at all otherwise (logs and pipes stay clean). */
import type { Writable } from 'node:stream';
import ora from 'ora';

export interface Progress {
  update(text: string): void;
  stop(): void;
}

const SILENT: Progress = { update: () => undefined, stop: () => undefined };

export function startProgress(stream: Writable & { isTTY?: boolean }, enabled: boolean, text: string): Progress {
  if (!enabled || stream.isTTY !== true) return SILENT;
  const spinner = ora({ text, stream: stream as NodeJS.WritableStream, isEnabled: true, color: false, discardStdin: false }).start();
  return {
    update: (next) => {
      spinner.text = next;
    },
    stop: () => spinner.stop(),
  };
}
