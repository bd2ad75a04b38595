/** `ohds regs get|search|tree`: regulation text to the paragraph (same engines as /api/lookup/regulations). */
import type { Command } from 'commander';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { loadConfig } from '../src/config.ts';
import { NotFound, UsageError } from '../src/errors.ts';
import { formatCitation } from '../src/lookup/regulations/citation.ts';
import type { RegulationItem } from '../src/lookup/regulations/model.ts';
import { loadParagraphIndex } from '../src/lookup/regulations/paragraphs.ts';
import { getRegulation, searchAll, treeOf } from '../src/lookup/regulations/service.ts';
import { DataStore } from '../src/lookup/store.ts';

function positiveInt(name: string): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1)
      throw new UsageError(`--${name} must be a positive integer.`);
    return n;
  };
}

export function register(cmd: Command, io: CommandIO, _result: CommandResult): void {
  const regs = cmd;
  const store = (): DataStore => new DataStore(loadConfig(io.env, {}, io.cwd).dataDir);
  const out = (json: boolean | undefined, value: unknown, text: string): void => {
    io.stdout.write(json === true ? `${JSON.stringify(value, null, 2)}\n` : `${text}\n`);
  };

  regs
    .command('get [section]')
    .description(
      'A section (e.g. 1904.7) or one paragraph of it (1904.7(b)(5), or --paragraph); any item (part or subpart heading, guidance) by --id.',
    )
    .option('--paragraph <designators>', "paragraph designators, e.g. '(b)(5)(ii)'")
    .option('--title <n>', 'CFR title when the section exists in several', positiveInt('title'))
    .option('--id <n>', 'numeric id from tree or search, instead of a section', positiveInt('id'))
    .option('--guidance', 'the --id is a guidance item')
    .option('--json', 'print JSON')
    .action(
      async (
        section: string | undefined,
        flags: {
          paragraph?: string;
          title?: number;
          id?: number;
          guidance?: boolean;
          json?: boolean;
        },
      ) => {
        const data = store();
        const found = await getRegulation(data, {
          id: flags.id,
          section,
          title: flags.title,
          type: flags.guidance === true ? 'guidance' : 'regulation',
        });
        if (found.type === 'guidance') {
          out(
            flags.json,
            found,
            `${found.identifier} ${found.subject}\n${found.source_type} · issued ${found.issue_date ?? 'date unknown'} · ${found.source_url ?? 'no source URL'}\n\n${found.full_text}`,
          );
          return;
        }
        const item: RegulationItem = found;
        for (const note of found.notes ?? []) io.stderr.write(`note: ${note}\n`);
        if (
          flags.paragraph === undefined &&
          found.paragraph !== undefined &&
          item.section !== null
        ) {
          const ref = formatCitation(item.cfr_title, item.section, found.paragraph.id);
          out(flags.json, found, `${ref}\n\n${found.paragraph.text}`);
          return;
        }
        if (flags.paragraph === undefined || item.section === null) {
          if (flags.paragraph !== undefined)
            throw new UsageError('--paragraph needs a section, not a part or subpart heading.');
          const head =
            item.section === null
              ? `Title ${item.cfr_title}`
              : formatCitation(item.cfr_title, item.section, '');
          out(
            flags.json,
            item,
            `${head} ${item.heading}\n${item.subpart === null ? '' : `Subpart ${item.subpart} · `}effective ${item.effective_date} · ${item.source_url}\n\n${item.full_text}`,
          );
          return;
        }
        const ref = formatCitation(
          item.cfr_title,
          item.section,
          flags.paragraph.replace(/\s+/g, ''),
        );
        const paragraph = (await loadParagraphIndex(data)).get(ref);
        if (paragraph === null) throw new NotFound(`No paragraph ${ref} in the imported text.`);
        out(
          flags.json,
          {
            ...paragraph,
            id: item.id,
            source_url: item.source_url,
            effective_date: item.effective_date,
          },
          `${paragraph.ref}\n\n${paragraph.text}`,
        );
      },
    );

  regs
    .command('search <query...>')
    .description('Ranked full-text search with snippets.')
    .option('--title <n>', 'only this CFR title', positiveInt('title'))
    .option('--part <part>', 'only this part, e.g. 1904')
    .option('--limit <n>', 'results (1-100)', positiveInt('limit'), 10)
    .option('--json', 'print JSON')
    .action(
      async (
        words: string[],
        flags: { title?: number; part?: string; limit: number; json?: boolean },
      ) => {
        const found = await searchAll(store(), {
          q: words.join(' '),
          title: flags.title,
          part: flags.part,
          limit: Math.min(flags.limit, 100),
        });
        const lines = found.results.map(
          (r) =>
            `${'paragraph' in r && r.paragraph !== null ? r.paragraph : (r.code ?? '')}  ${r.label}\n    ${r.snippet}`,
        );
        out(
          flags.json,
          found,
          [...lines, `${found.total} match(es)`, ...found.notes.map((n) => `note: ${n}`)].join(
            '\n',
          ),
        );
      },
    );

  regs
    .command('tree')
    .description('Titles, parts, subparts and sections imported, with ids.')
    .option('--title <n>', 'only this CFR title', positiveInt('title'))
    .option('--part <part>', 'only this part')
    .option('--json', 'print JSON')
    .action(async (flags: { title?: number; part?: string; json?: boolean }) => {
      const tree = await treeOf(store(), flags);
      const lines: string[] = [];
      const walk = (
        nodes: Array<{ id: number; code: string | null; label: string; children?: unknown[] }>,
        depth: number,
      ): void => {
        for (const n of nodes) {
          lines.push(`${'  '.repeat(depth)}${n.code ?? ''} ${n.label} [id ${n.id}]`);
          if (n.children !== undefined) walk(n.children as typeof nodes, depth + 1);
        }
      };
      for (const t of tree.titles) {
        lines.push(`Title ${t.cfr_title}`);
        walk(t.parts, 1);
      }
      out(flags.json, tree, lines.join('\n'));
    });
}
