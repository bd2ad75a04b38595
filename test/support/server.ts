/**
 * A real loopback server for API tests: a temp key file with one consumer (`c-test`, `tester`),
 * a fresh temp data dir unless `env.OHDS_DATA_DIR` is given, the model client `env` configures
 * (the offline rules provider by default; override with `deps.model`), and a valid key. Every response is
 * checked against the served OpenAPI document (contract.ts); `close()` fails when one strayed from it.
 * Always `close()` it (register `t.after(() => server.close())`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/api/app.ts';
import { routeGroups } from '../../src/api/routes/index.ts';
import type { AppDeps } from '../../src/api/deps.ts';
import { loadConfig } from '../../src/config.ts';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { KeyStore } from '../../src/keys/store.ts';
import { DataStore } from '../../src/lookup/store.ts';
import { createModelClient } from '../../src/model/index.ts';
import { checkContract } from './contract.ts';

export interface TestServer {
  url: string;
  key: string;
  keysFile: string;
  /** The Fastify app, for `inject` where a raw request shape (Host header, request target) matters. */
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestServerOptions {
  deps?: Partial<AppDeps>;
  env?: Record<string, string>;
  /** Extra app options (e.g. `routeGroups` for a test-only route). */
  app?: Omit<AppOptions, 'keys'>;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-test-server-'));
  const keysFile = join(dir, 'keys.json');
  const key = generateKey();
  await writeKeyFile(keysFile, {
    consumers: [{ id: 'c-test', username: 'tester', keys: [{ sha256: hashKey(key), expires_at: null }] }],
  });
  const config = loadConfig(
    { OHDS_DATA_DIR: join(dir, 'data'), OHDS_RATE_LIMIT_MAX: '100000', ...opts.env },
    { keysFile, host: '127.0.0.1', port: 0 },
  );
  const deps: AppDeps = {
    config,
    data: new DataStore(config.dataDir),
    model: createModelClient(config),
    now: () => new Date(),
    ...opts.deps,
  };
  const app = await buildApp(deps, { ...opts.app, keys: new KeyStore(keysFile, { recheckMs: 0 }) });
  const contract = checkContract(app, (opts.app?.routeGroups ?? routeGroups).flat());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    keysFile,
    app,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
      contract.assertNoViolations();
    },
  };
}
