/** Every dataset importer `ohds data import` knows, in import order. Add one line per importer. */
import type { DatasetImporter } from './dataset.ts';
import { feeScheduleImporters } from './fee-schedule/importers.ts';
import { referenceImporters } from './reference-importers.ts';

export const importers: DatasetImporter[] = [...referenceImporters, ...feeScheduleImporters];
