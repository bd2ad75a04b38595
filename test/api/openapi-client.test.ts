/**
 * A real client of the served OpenAPI document: openapi-typescript generates the types (its Redocly lint
 * rejects a structurally invalid document), the TypeScript compiler API typechecks a program that reads the
 * spec's fields through openapi-fetch, and the program then runs against the server. Every response on the way
 * is also validated against its declared schema by the test server (test/support/contract.ts).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { feeData } from '../lookup/fee-schedule/support.ts';
import { startTestServer } from '../support/server.ts';
import { BAD_PROGRAM, CLIENT_PROGRAM } from './openapi-client.ts';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** Type errors of `files` (in `dir`), as `file: message` lines, from one program (one check of the shared types). */
function typeErrors(dir: string, files: string[]): string[] {
  const program = ts.createProgram(
    files.map((f) => join(dir, f)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file?.fileName.slice(dir.length + 1) ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

test('a client generated from the served document compiles, reads the spec fields and agrees with the server', async (t) => {
  const fee = feeData();
  const server = await startTestServer({
    listen: true,
    ...(fee === null ? {} : { env: { OHDS_DATA_DIR: (await fee).dataDir } }),
  });
  t.after(() => server.close());
  const dir = await mkdtemp(join(tmpdir(), 'ohds-client-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await symlink(NODE_MODULES, join(dir, 'node_modules'), 'dir');

  const res = await fetch(`${server.url}/api/openapi.json`, { headers: { apikey: server.key } });
  assert.equal(res.status, 200);
  const doc = (await res.json()) as Record<string, unknown>;
  // openapi-typescript lints the document with Redocly (structure, unique operationIds) and throws on an error.
  const types = astToString(await openapiTS(doc as never, { silent: true }));
  await writeFile(join(dir, 'api.ts'), types);
  await writeFile(join(dir, 'client.ts'), CLIENT_PROGRAM);
  await writeFile(join(dir, 'bad.ts'), BAD_PROGRAM);

  const errors = typeErrors(dir, ['client.ts', 'bad.ts']);
  assert.deepEqual(
    errors.filter((e) => !e.startsWith('bad.ts: ')),
    [],
    'the client program compiles against the generated types',
  );
  const bad = errors.filter((e) => e.startsWith('bad.ts: '));
  assert.equal(bad.length, 1, 'reading an undeclared field does not compile');
  assert.match(bad[0]!, /no_such_field/);

  const js = ts.transpileModule(CLIENT_PROGRAM, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2023,
      verbatimModuleSyntax: false,
    },
  });
  await writeFile(join(dir, 'client.mjs'), js.outputText);
  const client = (await import(pathToFileURL(join(dir, 'client.mjs')).href)) as {
    readAll(url: string, key: string, fee: boolean): Promise<Record<string, unknown[] | null>>;
  };
  const read = await client.readAll(server.url, server.key, fee !== null);

  const [status, consumer, requestId, timestamp, trace] = read.health!;
  assert.equal(status, 'ok');
  assert.equal(consumer, 'c-test');
  assert.match(String(requestId), /^[0-9a-f-]{36}$/);
  assert.match(String(timestamp), /Z$/);
  assert.match(String(trace), /^[0-9a-f]{32}$/);
  assert.deepEqual(read.score, [9, 'mild', 9, 'high', 'urgent', 'full', read.score![6]]);
  assert.equal(typeof read.score![6], 'string');
  assert.deepEqual(read.missing, [400, 'ValidationError', 'responses', 4]);
  assert.equal(read.catalog![1], 'pain');
  assert.ok(['GET', 'POST'].includes(String(read.catalog![2])));
  assert.deepEqual(read.questions, [21, 0]);
  assert.equal(typeof read.version![0], 'string');
  assert.deepEqual(read.nudge, ['pain-1', true]);
  assert.deepEqual(read.record!.slice(0, 2), ['number', false]);
  assert.ok(['yes', 'no', 'unsure'].includes(String(read.record![2])));
  if (fee !== null) assert.deepEqual(read.fee, ['priced', 2, 'CA:05', 'number', true]);
});
