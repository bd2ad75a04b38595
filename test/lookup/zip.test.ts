import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractZipMember } from '../../src/lookup/zip.ts';
import { makeZip } from '../support/zip.ts';

test('one member is extracted from a stored or deflated archive', () => {
  const archive = makeZip([
    ['folder/PPRRVU-synthetic.csv', Buffer.from('HCPCS,MOD\n'.repeat(50))], // deflated
    ['readme.txt', Buffer.from('synthetic readme')], // stored
  ]);
  const cases: Array<[string, string | null]> = [
    ['readme.txt', 'synthetic readme'],
    ['PPRRVU-synthetic.csv', 'HCPCS,MOD\n'.repeat(50)],
    ['absent.csv', null],
  ];
  for (const [member, expected] of cases)
    assert.equal(extractZipMember(archive, member)?.toString('utf8') ?? null, expected, member);
});

test('a file that is not a ZIP archive is refused', () => {
  assert.throws(
    () =>
      extractZipMember(Buffer.from('not a zip at all, just text long enough for the scan'), 'x'),
    /not a ZIP archive/,
  );
});
