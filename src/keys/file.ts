/**
 * The key file: `{"consumers":[{"id","username","keys":[{"sha256","expires_at"}]}]}`.
 * Only SHA-256 hashes of keys are stored. Writes are atomic (temp file + rename) with mode 0600.
 * Credit settings sit beside the keys (docs/credits.md): `credits: {granted?, cap?}` on a consumer,
 * `allocation` on a key; a consumer with neither is unmetered.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { UsageError } from '../errors.ts';

/** An amount of credits per calendar period (UTC). */
export const allowanceSchema = z.object({
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  period: z.enum(['hour', 'day', 'month']),
});

const keyEntrySchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }).optional(),
  /** This key's own allowance per period. */
  allocation: allowanceSchema.optional(),
});

const creditsSchema = z.object({
  /** Every credit ever added with `ohds keys credit --add`; the balance is this minus what the server counted as spent. */
  granted: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Account-wide ceiling per period, across all the consumer's keys. */
  cap: allowanceSchema.optional(),
});

export const keyFileSchema = z.object({
  consumers: z.array(
    z.object({
      id: z.string().min(1).max(128),
      username: z.string().min(1).max(128),
      keys: z.array(keyEntrySchema),
      credits: creditsSchema.optional(),
    }),
  ),
});

export type KeyFile = z.infer<typeof keyFileSchema>;
export type KeyFileConsumer = KeyFile['consumers'][number];
export type KeyEntry = z.infer<typeof keyEntrySchema>;
export type Allowance = z.infer<typeof allowanceSchema>;
export type ConsumerCredits = z.infer<typeof creditsSchema>;

/** Parses key-file text; throws UsageError naming the failing field. */
export function parseKeyFile(text: string, path: string): KeyFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`Key file ${path} is not valid JSON.`);
  }
  const result = keyFileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new UsageError(`Key file ${path}: field '${issue.path.join('.')}' is invalid.`);
  }
  return result.data;
}

/** Reads the key file; a missing file is an empty one when `allowMissing` (for `keys add`). */
export async function readKeyFile(path: string, allowMissing = false): Promise<KeyFile> {
  if (!existsSync(path)) {
    if (allowMissing) return { consumers: [] };
    throw new UsageError(`Key file ${path} does not exist.`);
  }
  return parseKeyFile(await readFile(path, 'utf8'), path);
}

/** Writes the key file atomically so a running server never reads half a file. */
export async function writeKeyFile(path: string, file: KeyFile): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, path);
}
