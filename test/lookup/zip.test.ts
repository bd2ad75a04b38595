import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { extractZipMember } from '../../src/lookup/zip.ts';

/** A minimal ZIP writer for the test: local headers, central directory, end record (CRCs left zero). */
function zip(members: Array<{ name: string; data: Buffer; deflate: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const body = m.deflate ? deflateRawSync(m.data) : m.data;
    const name = Buffer.from(m.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(m.deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(m.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(m.deflate ? 8 : 0, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(m.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

test('one member is extracted from a stored or deflated archive', () => {
  const archive = zip([
    { name: 'readme.txt', data: Buffer.from('synthetic readme'), deflate: false },
    { name: 'folder/PPRRVU-synthetic.csv', data: Buffer.from('HCPCS,MOD\n'.repeat(50)), deflate: true },
  ]);
  const cases: Array<[string, string | null]> = [
    ['readme.txt', 'synthetic readme'],
    ['PPRRVU-synthetic.csv', 'HCPCS,MOD\n'.repeat(50)],
    ['absent.csv', null],
  ];
  for (const [member, expected] of cases) assert.equal(extractZipMember(archive, member)?.toString('utf8') ?? null, expected, member);
});

test('a file that is not a ZIP archive is refused', () => {
  assert.throws(() => extractZipMember(Buffer.from('not a zip at all, just text long enough for the scan'), 'x'), /not a ZIP archive/);
});
