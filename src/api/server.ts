/**
 * Server lifecycle for `ohds serve`: build the app, listen, and drain on SIGTERM/SIGINT
 * (Fastify stops accepting, finishes in-flight requests, then closes).
 */
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Config } from '../config.ts';
import { KeyStore } from '../keys/store.ts';
import { DataStore } from '../lookup/store.ts';
import { buildApp } from './app.ts';
import type { AppDeps } from './deps.ts';

export interface RunningServer {
  url: string;
  /** Drains in-flight requests and closes; idempotent. */
  close(): Promise<void>;
  /** Resolves once the server has closed (after a signal or `close()`). */
  closed: Promise<void>;
}

export interface StartOptions {
  /** Where pino writes JSON log lines (stderr for `ohds serve`). */
  logStream: Writable;
  /** Signals that trigger a graceful drain; none in tests. */
  signals?: readonly NodeJS.Signals[];
  deps?: Partial<AppDeps>;
}

export async function startServer(config: Readonly<Config>, options: StartOptions): Promise<RunningServer> {
  const logger = pino({ level: config.logLevel, base: { service: 'ohds' } }, options.logStream);
  const keys = new KeyStore(config.keysFile, { onReloadError: (message) => logger.warn({ event: 'keys_reload_failed' }, message) });
  // Loaded here, not at module load, so the CLI's other commands never pay for the model adapters.
  const { createModelClient } = await import('../model/index.ts');
  const deps: AppDeps = {
    config,
    data: new DataStore(config.dataDir),
    model: createModelClient(config),
    now: () => new Date(),
    ...options.deps,
  };
  const app = await buildApp(deps, { logger, keys });
  await app.listen({ host: config.host, port: config.port });
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  let closing: Promise<void> | null = null;
  const signals = options.signals ?? [];
  const onSignal = (signal: NodeJS.Signals): void => {
    logger.info({ signal }, 'draining in-flight requests');
    void close();
  };
  function close(): Promise<void> {
    closing ??= app.close().then(() => {
      for (const s of signals) process.off(s, onSignal);
      logger.info('closed');
      resolveClosed();
    });
    return closing;
  }
  for (const s of signals) process.once(s, onSignal);
  logger.info({ host: config.host, port }, 'listening');
  return { url: `http://${host}:${port}`, close, closed };
}
