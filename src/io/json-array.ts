/**
 * Splits a streamed JSON array into the source text of its top-level elements without holding the
 * whole document: a small scanner tracks strings and nesting depth. Each element is parsed by the caller,
 * so one malformed element is one bad record, not a failed file.
 */
function structural(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\uFEFF';
}

/** Yields the texts of the top-level elements of a JSON array read from decoded `chunks`, a batch per chunk. */
export async function* jsonArrayElements(chunks: AsyncIterable<string>): AsyncGenerator<string[]> {
  // open: before '['; between: before an element or ']'; element: inside one; closed: after ']'
  let state = 'open' as 'open' | 'between' | 'element' | 'closed';
  let depth = 0;
  let inString = false;
  let escaped = false;
  let pending = '';
  for await (const chunk of chunks) {
    let start = 0;
    const ready: string[] = [];
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i]!;
      if (state === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === '{' || c === '[') depth += 1;
        else if ((c === '}' || c === ']') && depth > 0) depth -= 1;
        else if ((c === ',' || c === ']') && depth === 0) {
          ready.push(pending + chunk.slice(start, i));
          pending = '';
          state = c === ',' ? 'between' : 'closed';
        }
      } else if (isSpace(c)) {
      } else if (state === 'open') {
        if (c !== '[') throw structural('JSON_NOT_ARRAY', 'The JSON input is not an array.');
        state = 'between';
      } else if (state === 'between') {
        // ']' here closes an empty array (or follows a trailing comma, which is tolerated).
        if (c === ']') state = 'closed';
        else {
          state = 'element';
          start = i;
          i -= 1;
        }
      } else {
        throw structural('JSON_TRAILING', 'Unexpected content after the JSON array.');
      }
    }
    if (state === 'element') pending += chunk.slice(start);
    if (ready.length > 0) yield ready;
  }
  if (state !== 'closed')
    throw structural(
      state === 'open' ? 'JSON_NOT_ARRAY' : 'JSON_UNTERMINATED',
      'The JSON array is not closed.',
    );
}
