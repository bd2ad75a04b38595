/** Every dataset importer `ohds data import` knows, in import order. Add one line per importer. */
import type { DatasetImporter } from './dataset.ts';

export const importers: DatasetImporter[] = [];
