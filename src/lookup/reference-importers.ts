/** The importers of this area (regulations, guidance, code sets), registered as one entry in importers.ts. */

import { cptImporter } from './codes/cpt.ts';
import { icd10cmImporter } from './codes/icd10cm.ts';
import { naicsImporter } from './codes/naics.ts';
import type { DatasetImporter } from './dataset.ts';
import { guidanceImporter } from './regulations/guidance.ts';
import { regulationsImporter } from './regulations/importer.ts';

export const referenceImporters: DatasetImporter[] = [
  regulationsImporter,
  guidanceImporter,
  icd10cmImporter,
  naicsImporter,
  cptImporter,
];
