/**
 * An API app for tests: a temp key file with one consumer (`c-test`, `tester`), a fresh temp data
 * dir unless `env.OHDS_DATA_DIR` is given, the model client `env` configures (the offline rules
 * provider by default; override with `deps.model`), and a valid key. In-process by default:
 * requests go through `app.inject` (test/support/http.ts), no socket; `listen: true` serves on a
 * loopback port where the socket is the point (a real client, a proxy in front, draining on close).
 * Every response is checked against the served OpenAPI document (contract.ts) either way; `close()`
 * fails when one strayed from it. Always `close()` it (register `t.after(() => server.close())`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/api/app.ts';
import type { AppDeps } from '../../src/api/deps.ts';
import { routeGroups } from '../../src/api/routes/index.ts';
import { loadConfig } from '../../src/config.ts';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { KeyStore } from '../../src/keys/store.ts';
import { DataStore } from '../../src/lookup/store.ts';
import { createModelClient } from '../../src/model/index.ts';
import { checkContract } from './contract.ts';

export interface TestServer {
  /** The loopback URL of a server started with `listen: true` (throws when in-process). */
  readonly url: string;
  /** Whether requests go over a loopback socket (`listen: true`) rather than `app.inject`. */
  listening: boolean;
  key: string;
  keysFile: string;
  /** The Fastify app, for `inject` where a raw request shape (Host header, target) matters. */
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestServerOptions {
  deps?: Partial<AppDeps>;
  env?: Record<string, string>;
  /** Extra app options (e.g. `routeGroups` for a test-only route). */
  app?: Omit<AppOptions, 'keys'>;
  /** Serve on a loopback port (default: in-process only). */
  listen?: boolean;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-test-server-'));
  const keysFile = join(dir, 'keys.json');
  const key = generateKey();
  await writeKeyFile(keysFile, {
    consumers: [
      { id: 'c-test', username: 'tester', keys: [{ sha256: hashKey(key), expires_at: null }] },
    ],
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
  const listening = opts.listen === true;
  let url: string | null = null;
  if (listening) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  } else await app.ready();
  return {
    get url() {
      if (url === null)
        throw new Error('this test server is in-process: start it with { listen: true } for a URL');
      return url;
    },
    listening,
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
