/** Build metadata for `ohds --version`, `GET /api/version/get` and the OpenAPI `info.version`, read once from package.json. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BuildInfo {
  name: string;
  version: string;
  node: string;
}

function findPackage(): { name: string; version: string } {
  // Sources run from src/, the build from dist/src/: walk up to the package root.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'ohds' && typeof pkg.version === 'string')
        return { name: pkg.name, version: pkg.version };
    } catch {
      // not here; keep walking
    }
    dir = dirname(dir);
  }
  return { name: 'ohds', version: '0.0.0' };
}

let cached: BuildInfo | null = null;

export function buildInfo(): BuildInfo {
  cached ??= { ...findPackage(), node: process.version };
  return cached;
}
