/** The fee-schedule importers, in import order (registered in src/lookup/importers.ts). */
import type { DatasetImporter } from '../dataset.ts';
import { cmsPfsImporter } from './cms-pfs-importer.ts';
import { cmsZipImporter } from './cms-zip-importer.ts';
import { jurisdictionConfigImporter } from './jurisdiction-config.ts';
import { paTableImporter } from './pa-table.ts';
import { txUnderservedImporter } from './tx-underserved.ts';

export const feeScheduleImporters: DatasetImporter[] = [
  cmsPfsImporter,
  cmsZipImporter,
  txUnderservedImporter,
  paTableImporter,
  jurisdictionConfigImporter,
];
