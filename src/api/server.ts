/**
 * Server lifecycle for `ohds serve`: build the app, apply the connection limits, listen, and drain on
 * SIGTERM/SIGINT: stop accepting, close idle keep-alive sockets, give in-flight requests
 * `shutdownGraceMs`, then destroy whatever is still open.
 */
import { lookup } from 'node:dns/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import type { Writable } from 'node:stream';
import { type Logger, pino } from 'pino';
import type { Config } from '../config.ts';
import { KeyStore } from '../keys/store.ts';
import { DataStore } from '../lookup/store.ts';
import { buildApp } from './app.ts';
import type { AppDeps } from './deps.ts';

export interface RunningServer {
  url: string;
  /** Drains in-flight requests for at most `shutdownGraceMs`, then cuts the rest; idempotent. */
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

/** Node checks headersTimeout and requestTimeout on this interval (30 s by default), so a slow socket outlives its limit by at most this. */
const TIMEOUT_CHECK_MS = 500;
/** At most one log line per this period about connections refused at `maxConnections`. */
const DROP_LOG_MS = 10_000;
/** While draining, how often keep-alive sockets whose last response just finished are closed. */
const DRAIN_SWEEP_MS = 50;

/**
 * Slowloris and slow-upload limits on the Node server (set before `listen`: the timeout check interval
 * is read when the server starts listening). Fastify's own defaults would leave requestTimeout at 0.
 */
function applyLimits(server: Server, config: Readonly<Config>, logger: Logger): () => number {
  server.headersTimeout = config.headersTimeoutMs;
  server.requestTimeout = config.requestTimeoutMs;
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.maxRequestsPerSocket = config.maxRequestsPerSocket;
  server.maxConnections = config.maxConnections;
  // A createServer option in the typings, but a plain property Node reads on 'listening'.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    TIMEOUT_CHECK_MS;

  let dropped = 0;
  let lastDropLog = -Infinity;
  server.on('drop', () => {
    dropped++;
    const now = performance.now();
    if (now - lastDropLog < DROP_LOG_MS) return;
    logger.warn(
      { event: 'connections_refused', refused: dropped, max_connections: config.maxConnections },
      'connection limit reached',
    );
    lastDropLog = now;
    dropped = 0;
  });

  let open = 0;
  server.on('connection', (socket) => {
    open++;
    socket.once('close', () => open--);
  });
  return () => open;
}

export async function startServer(
  config: Readonly<Config>,
  options: StartOptions,
): Promise<RunningServer> {
  const logger = pino({ level: config.logLevel, base: { service: 'ohds' } }, options.logStream);
  const keys = new KeyStore(config.keysFile, {
    onReloadError: (message) => logger.warn({ event: 'keys_reload_failed' }, message),
  });
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
  const openConnections = applyLimits(app.server, config, logger);
  // A host name such as `localhost` would make Fastify open a second listener per extra address, outside the
  // limits above: resolve it to the one address the system prefers and listen there only.
  const bind = isIP(config.host) === 0 ? (await lookup(config.host)).address : config.host;
  await app.listen({ host: bind, port: config.port });
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  /**
   * Fastify's close stops accepting and Node's server.close() destroys idle keep-alive sockets, then waits
   * for every in-flight request with no deadline (and stops the header/request timeout checks): hence the sweep
   * for sockets that go idle during the drain, and the grace timer that cuts the rest.
   */
  async function drain(): Promise<void> {
    const server = app.server;
    const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS);
    const deadline = setTimeout(() => {
      const cut = openConnections();
      server.closeAllConnections();
      if (cut > 0)
        logger.warn(
          { event: 'shutdown_cut', connections: cut, grace_ms: config.shutdownGraceMs },
          'grace period over: connections closed',
        );
    }, config.shutdownGraceMs);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
    }
  }

  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  let closing: Promise<void> | null = null;
  const signals = options.signals ?? [];
  const onSignal = (signal: NodeJS.Signals): void => {
    logger.info(
      { signal, connections: openConnections(), grace_ms: config.shutdownGraceMs },
      'draining in-flight requests',
    );
    close().catch((err: unknown) => logger.error({ err }, 'close failed'));
  };
  function close(): Promise<void> {
    closing ??= drain()
      .then(() => logger.info('closed'))
      .finally(() => {
        for (const s of signals) process.off(s, onSignal);
        resolveClosed();
      });
    return closing;
  }
  for (const s of signals) process.once(s, onSignal);
  logger.info({ host: config.host, port }, 'listening');
  return { url: `http://${host}:${port}`, close, closed };
}
