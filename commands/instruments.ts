/** `ohds instruments [ID]`: the nine instruments with categories, items and bands (`--json` for the definitions). */
import type { Command } from 'commander';
import { detailText, listText } from '../src/cli/instruments/describe.ts';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { instruments, requireInstrument } from '../src/instruments/index.ts';

export function register(cmd: Command, io: CommandIO, _result: CommandResult): void {
  cmd
    .argument('[id]', 'instrument id')
    .option('--json', 'print the definitions as JSON')
    .action((id: string | undefined, opts: { json?: boolean }) => {
      const defs = id === undefined ? instruments : [requireInstrument(id)];
      if (opts.json)
        io.stdout.write(`${JSON.stringify(id === undefined ? defs : defs[0], null, 2)}\n`);
      else io.stdout.write(id === undefined ? listText(defs) : detailText(defs[0]!));
    });
}
