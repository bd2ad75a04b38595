/** A spinner with a live row count on a TTY; nothing at all otherwise, or with NO_COLOR (logs and pipes stay clean). */
import type { Writable } from 'node:stream';
import ora from 'ora';

export interface Progress {
  update(text: string): void;
  stop(): void;
}

const SILENT: Progress = { update: () => undefined, stop: () => undefined };

/** `config` is the loaded configuration (its `noColor` is NO_COLOR): a spinner is terminal decoration too. */
export function startProgress(
  stream: Writable & { isTTY?: boolean },
  config: { noColor: boolean },
  text: string,
): Progress {
  if (config.noColor || stream.isTTY !== true) return SILENT;
  const spinner = ora({
    text,
    stream: stream as NodeJS.WritableStream,
    isEnabled: true,
    color: false,
    discardStdin: false,
  }).start();
  return {
    update: (next) => {
      spinner.text = next;
    },
    stop: () => spinner.stop(),
  };
}
