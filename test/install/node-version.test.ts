/** bin/ohds.js refuses an old Node with a clear message before loading the CLI (needs an old `node` on PATH). */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/ohds.js', import.meta.url));
const OLD_NODES = ['/usr/bin/node', '/usr/local/bin/node'];

test('on Node older than 22.22.2, ohds exits 2 naming the version it needs', (t) => {
  const old = OLD_NODES.map((path) => ({
    path,
    version: spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '',
  })).find(({ version }) => /^v(1\d|2[01])\./.test(version));
  if (old === undefined)
    return t.skip('no Node older than 22 installed: the start-up check was not exercised');
  const run = spawnSync(old.path, [BIN, '--version'], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.equal(run.stdout, '');
  assert.match(
    run.stderr,
    new RegExp(
      `^ohds: needs Node\\.js 22\\.22\\.2 or newer \\(24 LTS recommended\\); this is ${old.version.replaceAll('.', '\\.')}\\.`,
    ),
  );
});
