/**
 * `ohds keys add|rotate|list|credit`: manage the key file `ohds serve` reads (only SHA-256 hashes are stored)
 * and the credit settings beside the keys. `add` and `rotate` print the new key once on stdout; a running
 * server picks up every change by itself.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { UsageError } from '../src/errors.ts';
import { creditConsumer, parseAllowance } from '../src/keys/credits.ts';
import { readKeyFile, writeKeyFile } from '../src/keys/file.ts';
import {
  addConsumerKey,
  generateKey,
  listConsumerKeys,
  parseDuration,
  rotateConsumerKey,
} from '../src/keys/manage.ts';

export function register(cmd: Command, io: CommandIO, _result: CommandResult): void {
  const keys = cmd;
  const path = (file: string): string => resolve(io.cwd, file);

  keys
    .command('add')
    .description('Add a consumer with a new random key; prints the key once.')
    .requiredOption('--file <file>', 'key file (created when missing)')
    .requiredOption('--consumer <username>', 'consumer username')
    .option('--id <id>', 'consumer id (default: the next free c-N)')
    .action(async (flags: { file: string; consumer: string; id?: string }) => {
      const key = generateKey();
      const { file, consumer } = addConsumerKey(await readKeyFile(path(flags.file), true), {
        username: flags.consumer,
        ...(flags.id !== undefined ? { id: flags.id } : {}),
        key,
        now: new Date(),
      });
      await writeKeyFile(path(flags.file), file);
      io.stdout.write(`${key}\n`);
      io.stderr.write(
        `Added consumer ${consumer.username} (${consumer.id}). Store the key now: it is not shown again.\n`,
      );
    });

  keys
    .command('rotate')
    .description(
      'Issue a new key; older keys keep working for the overlap, then expire. Prints the key once.',
    )
    .requiredOption('--file <file>', 'key file')
    .requiredOption('--consumer <username>', 'consumer username')
    .option('--overlap <duration>', 'how long old keys stay valid, e.g. 7d, 12h, 0s', '7d')
    .action(async (flags: { file: string; consumer: string; overlap: string }) => {
      const overlapMs = parseDuration(flags.overlap);
      const key = generateKey();
      const now = new Date();
      const { file, consumer } = rotateConsumerKey(await readKeyFile(path(flags.file)), {
        username: flags.consumer,
        key,
        now,
        overlapMs,
      });
      await writeKeyFile(path(flags.file), file);
      io.stdout.write(`${key}\n`);
      const until = new Date(now.getTime() + overlapMs).toISOString();
      io.stderr.write(
        `Rotated ${consumer.username} (${consumer.id}): older keys expire by ${until}. Store the key now.\n`,
      );
    });

  keys
    .command('list')
    .description('List consumers and key expiries (never keys).')
    .requiredOption('--file <file>', 'key file')
    .option('--format <format>', 'table or json', 'table')
    .action(async (flags: { file: string; format: string }) => {
      if (flags.format !== 'table' && flags.format !== 'json')
        throw new UsageError('Option --format must be table or json.');
      const listing = listConsumerKeys(await readKeyFile(path(flags.file)), new Date());
      if (flags.format === 'json') {
        io.stdout.write(`${JSON.stringify({ consumers: listing }, null, 2)}\n`);
        return;
      }
      for (const c of listing) {
        const credits =
          c.credits === null
            ? 'unmetered'
            : `granted ${c.credits.granted ?? 'unlimited'}, cap ${c.credits.cap ?? 'none'}`;
        io.stdout.write(`${c.id}\t${c.username}\t${credits}\n`);
        for (const k of c.keys) {
          const expiry = k.expires_at === null ? 'never expires' : `expires ${k.expires_at}`;
          const allocation = k.allocation === null ? '' : `\tallocation ${k.allocation}`;
          io.stdout.write(
            `  ${k.fingerprint}\t${k.active ? 'active' : 'expired'}\t${expiry}${allocation}\n`,
          );
        }
      }
    });

  keys
    .command('credit')
    .description(
      'Add credits, or set the account-wide cap or a per-key allocation (docs/credits.md); never through the API.',
    )
    .requiredOption('--file <file>', 'key file')
    .requiredOption('--consumer <username>', 'consumer username')
    .option('--add <n>', 'add N credits to the balance (turns metering on)')
    .option(
      '--cap <n/period>',
      'account-wide cap across all keys, e.g. 5000/day (hour, day, month), or none',
    )
    .option('--allocation <n/period>', "a key's own allowance, e.g. 1000/day, or none")
    .option(
      '--key <fingerprint>',
      'the key --allocation is for, as `keys list` shows it (default: every key)',
    )
    .action(
      async (flags: {
        file: string;
        consumer: string;
        add?: string;
        cap?: string;
        allocation?: string;
        key?: string;
      }) => {
        if (flags.add !== undefined && !/^\d{1,15}$/.test(flags.add))
          throw new UsageError('--add must be a positive whole number of credits.');
        const { file, consumer } = creditConsumer(await readKeyFile(path(flags.file)), {
          username: flags.consumer,
          ...(flags.add !== undefined ? { add: Number(flags.add) } : {}),
          ...(flags.cap !== undefined ? { cap: parseAllowance(flags.cap, '--cap') } : {}),
          ...(flags.allocation !== undefined
            ? { allocation: parseAllowance(flags.allocation, '--allocation') }
            : {}),
          ...(flags.key !== undefined ? { key: flags.key } : {}),
        });
        await writeKeyFile(path(flags.file), file);
        const [row] = listConsumerKeys({ consumers: [consumer] }, new Date());
        io.stderr.write(
          `Updated ${consumer.username} (${consumer.id}): granted ${row!.credits?.granted ?? 'unlimited'}, cap ${row!.credits?.cap ?? 'none'}; allocations ${row!.keys.map((k) => `${k.fingerprint}=${k.allocation ?? 'none'}`).join(', ')}.\n`,
        );
      },
    );
}
