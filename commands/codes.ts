/** `ohds codes <icd10cm|naics|cpt> <search|get|tree> [...]`: code-set lookups (same engines as /api/lookup/<set>). */
import type { Command } from 'commander';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { loadConfig } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';
import { CODE_SETS, type CodeSetName } from '../src/lookup/codes/model.ts';
import { codeSetTree, getCodeRecord, searchCodeSet } from '../src/lookup/codes/service.ts';
import { DataStore } from '../src/lookup/store.ts';

type Row = Record<string, unknown>;
const line = (r: Row): string =>
  `${String(r.code)}  ${r.label === null ? `(no label: ${String(r.label_note ?? 'not in the data')})` : String(r.label)}`;

export function register(cmd: Command, io: CommandIO, _result: CommandResult): void {
  cmd
    .arguments('<set> <action> [query...]')
    .option('--limit <n>', 'search results (1-100)', '20')
    .option('--json', 'print JSON')
    .action(
      async (
        set: string,
        action: string,
        words: string[],
        flags: { limit: string; json?: boolean },
      ) => {
        if (!(CODE_SETS as readonly string[]).includes(set))
          throw new UsageError(`Unknown code set; use one of: ${CODE_SETS.join(', ')}.`);
        const name = set as CodeSetName;
        const store = new DataStore(loadConfig(io.env, {}, io.cwd).dataDir);
        const query = words.join(' ').trim();
        let value: Row;
        let text: string;
        if (action === 'search') {
          const limit = Number(flags.limit);
          if (query === '' || !Number.isInteger(limit) || limit < 1 || limit > 100)
            throw new UsageError('search needs words or a code, and --limit from 1 to 100.');
          value = await searchCodeSet(store, name, { q: query, limit });
          text = [...(value.results as Row[]).map(line), `${String(value.total)} match(es)`].join(
            '\n',
          );
        } else if (action === 'get') {
          if (query === '') throw new UsageError('get needs a code.');
          value = await getCodeRecord(store, name, query);
          text = [
            ...(value.path as Row[]).map((p, i) => `${'  '.repeat(i)}${line(p)}`),
            `${'  '.repeat((value.path as Row[]).length)}${line(value)}`,
          ].join('\n');
        } else if (action === 'tree') {
          value = await codeSetTree(store, name, query === '' ? undefined : query);
          const node = value.node as Row | null;
          text = [
            ...(node === null ? [] : [line(node)]),
            ...(value.children as Row[]).map(
              (c) => `  ${line(c)}${c.child_count === 0 ? '' : ` (${String(c.child_count)})`}`,
            ),
          ].join('\n');
        } else throw new UsageError('Unknown action; use search, get or tree.');
        io.stdout.write(flags.json === true ? `${JSON.stringify(value, null, 2)}\n` : `${text}\n`);
      },
    );
}
