/** A writable that records what a command writes, optionally posing as a terminal (for spinners and colour). */
import { PassThrough } from 'node:stream';

export type TextSink = PassThrough & { isTTY?: boolean; text: () => string };

export function textSink(isTTY = false): TextSink {
  const stream = new PassThrough() as TextSink;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.isTTY = isTTY;
  // What a terminal stream offers and the spinner uses.
  if (isTTY) Object.assign(stream, { cursorTo: () => true, clearLine: () => true, moveCursor: () => true, columns: 80 });
  stream.text = () => Buffer.concat(chunks).toString('utf8');
  return stream;
}
