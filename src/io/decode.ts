/**
 * Input bytes to text. The encoding is the byte-order mark's (UTF-8, UTF-16 LE/BE), else `--encoding`,
 * else UTF-8: the BOM wins over the flag, as in the WHATWG Encoding Standard's decode. Decoding is the
 * WHATWG TextDecoder of Node's full-ICU build: one maintained implementation of every encoding a
 * spreadsheet exports (Excel's "CSV" on Windows is windows-1252), rather than a code table of ours.
 * The standard maps the label `latin1` (ISO-8859-1) to windows-1252; they differ only in 0x80-0x9F,
 * C1 control codes in ISO-8859-1 that real text never holds.
 * UTF-8 input that is not valid UTF-8 (an Excel export read without `--encoding`) is flagged, so the
 * records holding the replaced bytes are reported instead of being read with U+FFFD in them.
 */
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { UsageError } from '../errors.ts';

/** Encodings the README lists; TextDecoder accepts every other WHATWG label too. */
const COMMON_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'latin1'] as const;

export interface DecodedText {
  chunks: AsyncGenerator<string>;
  /** True once UTF-8 input has shown bytes that are not valid UTF-8 (they were replaced by U+FFFD). */
  lossy(): boolean;
}

const BOMS: ReadonlyArray<[string, readonly number[]]> = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

function bomEncoding(head: Buffer): string | null {
  for (const [encoding, bytes] of BOMS) if (bytes.every((b, i) => head[i] === b)) return encoding;
  return null;
}

/** A decoder for `label`, or a usage error naming the flag (an unknown label, or a Node built without full ICU). */
function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    throw new UsageError(
      `--encoding must be an encoding such as ${COMMON_ENCODINGS.join(', ')} (this Node must be built with full ICU, as the official builds are).`,
    );
  }
}

/** Bytes at the end of `buf` that begin a UTF-8 sequence the next chunk completes. */
function unfinishedTail(buf: Buffer): number {
  for (let i = 1; i <= Math.min(3, buf.length); i += 1) {
    const b = buf[buf.length - i]!;
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > i ? i : 0;
  }
  return 0;
}

/** Decodes `input` (byte chunks) to text chunks; the BOM is removed. */
export function decodeInput(
  input: AsyncIterable<Buffer | string>,
  encoding: string | undefined,
): DecodedText {
  if (encoding !== undefined) decoderFor(encoding); // refuse a bad label before anything is read
  let lossy = false;
  async function* chunks(): AsyncGenerator<string> {
    let head = Buffer.alloc(0);
    let decoder: TextDecoder | null = null;
    let utf8 = false;
    let carry = Buffer.alloc(0);
    const decode = (bytes: Buffer): string => {
      const text = decoder!.decode(bytes, { stream: true });
      if (utf8 && !lossy && text.includes('\uFFFD')) {
        const whole = carry.length === 0 ? bytes : Buffer.concat([carry, bytes]);
        const cut = unfinishedTail(whole);
        lossy = !isUtf8(whole.subarray(0, whole.length - cut));
        carry = Buffer.from(whole.subarray(whole.length - cut));
      } else if (utf8) carry = Buffer.from(bytes.subarray(bytes.length - unfinishedTail(bytes)));
      return text;
    };
    const start = (): void => {
      const label = bomEncoding(head) ?? encoding ?? 'utf-8';
      decoder = decoderFor(label); // removes the BOM of a UTF-8 or UTF-16 input
      utf8 = decoder.encoding === 'utf-8';
    };
    for await (const chunk of input) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      if (decoder === null) {
        head = Buffer.concat([head, bytes]);
        if (head.length < 3) continue;
        start();
        const text = decode(head);
        if (text !== '') yield text;
        continue;
      }
      const text = decode(bytes);
      if (text !== '') yield text;
    }
    if (decoder === null) {
      start();
      const text = decode(head);
      if (text !== '') yield text;
    }
    const last = (decoder as unknown as TextDecoder).decode(); // flush: an unfinished sequence at the end becomes U+FFFD
    if (utf8 && last.includes('\uFFFD')) lossy = true;
    if (last !== '') yield last;
  }
  return { chunks: chunks(), lossy: () => lossy };
}
