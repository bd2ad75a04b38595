/**
 * The user-supplied jurisdiction configuration (`--jurisdiction-config FILE`): the CA and TX conversion
 * factors and the Medicare release each adopts, per version window of the jurisdiction table. Values are
 * copied by the user from the official orders; null means "not filled in yet" and leaves the version
 * `not_covered_by_engine` with a note naming the missing field. Importer: `fee-jurisdictions`.
 */

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { type DatasetImporter, type DatasetManifest, ImportRefused } from '../dataset.ts';
import { findSources, writeIndex } from './files.ts';
import { JURISDICTIONS } from './jurisdictions.ts';

export const FEE_JURISDICTIONS = 'fee-jurisdictions';

const factor = z
  .string()
  .regex(/^\d{1,4}\.\d{1,4}$/, 'must be a decimal string such as "12.3456"')
  .nullable();
const release = z
  .string()
  .regex(/^\d{4}[A-D]$/)
  .nullable();
const version = z.object({
  effective_from: z.iso.date(),
  effective_to: z.iso.date(),
  citation: z.string().min(1).nullable(),
  medicare_release: release,
});
export const jurisdictionConfigSchema = z
  .object({
    CA: z
      .object({
        versions: z.array(
          version
            .extend({
              conversion_factors: z.object({ anesthesia: factor, other: factor }).strict(),
            })
            .strict(),
        ),
      })
      .strict()
      .optional(),
    TX: z
      .object({
        versions: z.array(
          version
            .extend({
              conversion_factors: z.object({ general: factor, surgery_facility: factor }).strict(),
            })
            .strict(),
        ),
      })
      .strict()
      .optional(),
  })
  .catchall(z.unknown());

export type JurisdictionConfig = z.output<typeof jurisdictionConfigSchema>;
export type ConfiguredVersion = NonNullable<
  JurisdictionConfig['CA'] | JurisdictionConfig['TX']
>['versions'][number];

/** Names of the fields still null in a version (empty when complete). */
export function missingFields(v: ConfiguredVersion): string[] {
  const missing: string[] = [];
  if (v.citation === null) missing.push('citation');
  if (v.medicare_release === null) missing.push('medicare_release');
  for (const [k, val] of Object.entries(v.conversion_factors as Record<string, string | null>))
    if (val === null) missing.push(`conversion_factors.${k}`);
  return missing;
}

function checkWindows(config: JurisdictionConfig, file: string): string[] {
  const gaps: string[] = [];
  for (const code of ['CA', 'TX'] as const) {
    const windows = JURISDICTIONS.get(code)!.windows ?? [];
    const versions = config[code]?.versions ?? [];
    for (const v of versions) {
      if (
        !windows.some(
          (w) => w.effective_from === v.effective_from && w.effective_to === v.effective_to,
        )
      ) {
        throw new ImportRefused(
          `${file}: ${code} version ${v.effective_from}..${v.effective_to} is not a window of the jurisdiction table (check: version windows).`,
        );
      }
      if (
        v.medicare_release !== null &&
        v.medicare_release.slice(0, 4) !== v.effective_from.slice(0, 4)
      ) {
        throw new ImportRefused(
          `${file}: ${code} version ${v.effective_from} names a Medicare release of another year (check: Medicare release of the year).`,
        );
      }
      const missing = missingFields(v);
      if (missing.length > 0)
        gaps.push(`${code} ${v.effective_from}: ${missing.join(', ')} not filled in`);
    }
    for (const w of windows)
      if (!versions.some((v) => v.effective_from === w.effective_from))
        gaps.push(`${code} ${w.effective_from}: not configured`);
  }
  return gaps;
}

export const jurisdictionConfigImporter: DatasetImporter = {
  name: FEE_JURISDICTIONS,
  description:
    'Workers\u2019 compensation jurisdiction configuration (CA and TX conversion factors) from --jurisdiction-config',
  async detect(from) {
    return (await findSources(from, /jurisdiction-config.*\.json$/i)).length > 0;
  },
  async run(ctx): Promise<DatasetManifest> {
    const file =
      ctx.options['jurisdiction-config'] ??
      (await findSources(ctx.from, /jurisdiction-config.*\.json$/i))[0];
    if (file === undefined)
      throw new ImportRefused(
        'no jurisdiction configuration: pass --jurisdiction-config FILE (check: configuration file given).',
      );
    const bytes = await readFile(file);
    let raw: unknown;
    try {
      raw = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new ImportRefused(`${basename(file)}: not valid JSON (check: configuration is JSON).`);
    }
    const parsed = jurisdictionConfigSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ImportRefused(
        `${basename(file)}: ${issue.path.join('.')} ${issue.message} (check: configuration schema).`,
      );
    }
    const config = parsed.data;
    const gaps = checkWindows(config, basename(file));
    await writeIndex(ctx.outDir, 'config.json', { CA: config.CA ?? null, TX: config.TX ?? null });
    ctx.log(`fee-jurisdictions: ${gaps.length} gaps`);
    return {
      name: FEE_JURISDICTIONS,
      format_version: 1,
      edition: basename(file),
      sources: [{ path: basename(file), sha256: createHash('sha256').update(bytes).digest('hex') }],
      counts: {
        CA_versions: config.CA?.versions.length ?? 0,
        TX_versions: config.TX?.versions.length ?? 0,
      },
      gaps,
    };
  },
};
