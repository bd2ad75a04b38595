/**
 * `ohds serve`: the authenticated HTTP JSON API. Runs until SIGTERM/SIGINT, then drains and exits 0
 * (src/api/server.ts). Connection limits, from the environment only (src/config.ts):
 *   OHDS_HEADERS_TIMEOUT_MS       time to receive a request's headers (10000); slow-header sockets get 408
 *   OHDS_REQUEST_TIMEOUT_MS       time to receive the whole request, body included (30000)
 *   OHDS_KEEP_ALIVE_TIMEOUT_MS    how long an idle keep-alive socket stays open (5000)
 *   OHDS_MAX_REQUESTS_PER_SOCKET  requests served over one socket before it closes (1000; 0 no cap)
 *   OHDS_MAX_CONNECTIONS          open connections at once; more are closed unanswered (1024)
 *   OHDS_SHUTDOWN_GRACE_MS        after SIGTERM/SIGINT, time in-flight requests get before the rest are cut (10000)
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { routeGroups } from '../src/api/routes/index.ts';
import { serveRoutes } from '../src/api/served-routes.ts';
import { startServer } from '../src/api/server.ts';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';

interface Flags {
  host?: string;
  port?: string;
  keys?: string;
  printOpenapi?: boolean;
}

function overrides(flags: Flags, io: CommandIO): Partial<Config> {
  const out: Partial<Config> = {};
  if (flags.host !== undefined) out.host = flags.host;
  if (flags.port !== undefined) {
    const port = Number(flags.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError('--port must be an integer from 0 to 65535.');
    out.port = port;
  }
  if (flags.keys !== undefined) out.keysFile = resolve(io.cwd, flags.keys);
  return out;
}

export function register(cmd: Command, io: CommandIO, _result: CommandResult): void {
  cmd
    .option('--host <host>', 'interface to bind (env OHDS_HOST; default 127.0.0.1)')
    .option('--port <port>', 'port to listen on, 0 for any free port (env OHDS_PORT; default 8080)')
    .option(
      '--keys <file>',
      'key file of consumers and key hashes (env OHDS_KEYS_FILE); see `ohds keys`',
    )
    .option('--print-openapi', 'print the OpenAPI 3.1 document to stdout and exit')
    .action(async (flags: Flags) => {
      if (flags.printOpenapi === true) {
        io.stdout.write(`${JSON.stringify(serveRoutes(routeGroups.flat()).openapi(), null, 2)}\n`);
        return;
      }
      const config = loadConfig(io.env, overrides(flags, io), io.cwd);
      if (config.keysFile === null) {
        throw new UsageError(
          'No key file: pass --keys FILE or set OHDS_KEYS_FILE (create one with `ohds keys add`).',
        );
      }
      const server = await startServer(config, {
        logStream: io.stderr,
        signals: ['SIGTERM', 'SIGINT'],
      });
      io.stderr.write(
        `ohds: serving on ${server.url} (Ctrl-C or SIGTERM drains for up to ${config.shutdownGraceMs} ms and stops)\n`,
      );
      await server.closed;
    });
}
