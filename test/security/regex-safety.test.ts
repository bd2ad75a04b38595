// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the allow-list quotes template literals from src/ verbatim
/**
 * Every regular expression in src/ is judged by a static ReDoS checker (recheck, automaton checker): a pattern
 * must not backtrack super-linearly on any input, case-insensitive included (the text readers recompile their
 * cues with the `i` flag). Regexes are found with the TypeScript compiler API (regex-sources.ts), so none is
 * missed; a `new RegExp(...)` built at run time must be listed in DYNAMIC with why it is safe.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import { boundedLength, hasUnboundedQuantifier, piecesOf } from './regex-parts.ts';
import { collectRegexes, type FoundRegex } from './regex-sources.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Patterns judged unsafe that stay, each with why no request can reach it with a hostile string. Keyed by file
 * and exact source, so an edit to the pattern takes it off the list.
 */
const ALLOWED: ReadonlyArray<{ file: string; source: string; why: string }> = [
  {
    file: 'src/model/openai.ts',
    source: '^```(?:json)?\\s*|\\s*```$',
    why: "quadratic only in a run of white space inside the reply of the operator's own model server, which its max output tokens bound; src/model is not ours to edit",
  },
  {
    file: 'src/lookup/codes/cpt.ts',
    source: '^\\s*"?([0-9]{4}[0-9FTUM])"?\\s*[\\t,]\\s*"?(.*?)"?\\s*$',
    why: "import time only: one line of the operator's licensed CPT descriptor file (`ohds data import`)",
  },
  {
    file: 'src/lookup/fee-schedule/jurisdiction-config.ts',
    source: 'jurisdiction-config.*\\.json$',
    why: 'import time only: matched against file names in the import folder, at most 255 bytes each',
  },
  {
    file: 'src/lookup/fee-schedule/xlsx.ts',
    source: '<si>([\\s\\S]*?)<\\/si>',
    why: "import time only: the shared strings of the operator's CMS workbook",
  },
  {
    file: 'src/lookup/fee-schedule/xlsx.ts',
    source: '<row\\b[^>]*>([\\s\\S]*?)<\\/row>',
    why: "import time only: the rows of the operator's CMS workbook",
  },
  {
    file: 'src/lookup/fee-schedule/xlsx.ts',
    source: '<c\\b([^>]*?)(?:\\/>|>([\\s\\S]*?)<\\/c>)',
    why: "import time only: the cells of one row of the operator's CMS workbook",
  },
  {
    file: 'src/lookup/regulations/markdown.ts',
    source: '^#{1,6}\\s*§\\s*(\\d+\\.\\d+[a-z]?)\\s+(.+?)\\s*#*\\s*$',
    why: 'import time only: the heading line of one section file of the regulation dataset',
  },
  {
    file: 'src/lookup/regulations/xml.ts',
    source: `<!--[\\s\\S]*?-->|<\\?[\\s\\S]*?\\?>|<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|<!DOCTYPE[^>]*>|<\\/([^\\s>]+)\\s*>|<([^\\s/>]+)((?:\\s+[^\\s=/>]+\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(\\/?)>`,
    why: 'import time only: the tokenizer of the eCFR XML the operator imports or syncs',
  },
];

/** `new RegExp(...)` whose source is only known at run time: file, the argument's text, and why it is safe. */
const DYNAMIC: ReadonlyArray<{ file: string; expression: string; why: string }> = [
  {
    file: 'src/lookup/search/text-index.ts',
    expression: "`\\\\b${t.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&')}`",
    why: 'a search term with every metacharacter escaped: a literal word',
  },
  {
    file: 'src/lookup/fee-schedule/cms-pfs-importer.ts',
    expression: '`^GPCI${b.year}.*\\\\.csv$`',
    why: 'anchored file-name pattern around a four-digit year',
  },
  {
    file: 'src/lookup/fee-schedule/cms-pfs-importer.ts',
    expression: '`^${yy}LOCCO.*\\\\.csv$`',
    why: 'anchored file-name pattern around a two-digit year',
  },
  {
    file: 'src/lookup/fee-schedule/cms-pfs-importer.ts',
    expression: '`^ANES${b.year}.*\\\\.csv$`',
    why: 'anchored file-name pattern around a four-digit year',
  },
  {
    file: 'src/lookup/fee-schedule/cms-pfs-importer.ts',
    expression: '`^ZIP5_[A-Z]{3}${year}\\\\.(txt|csv)$`',
    why: 'anchored file-name pattern around a year',
  },
  {
    file: 'src/lookup/fee-schedule/cms-zip-importer.ts',
    expression: '`^ZIP9_${basename(file).slice(5, 12)}.*\\\\.txt$`',
    why: 'anchored file-name pattern around seven characters of a matched ZIP5 file name',
  },
  // The text readers recompile their own literal cues case-insensitively; every literal is checked here with `i`.
  {
    file: 'src/recordability/text.ts',
    expression: 'negators.source',
    why: 'a literal negation list, checked with i',
  },
  {
    file: 'src/recordability/text.ts',
    expression: 'pattern.source',
    why: 'a literal cue, checked with i',
  },
  {
    file: 'src/recordability/read/offline/scan.ts',
    expression: 'pattern.source',
    why: 'a literal cue, checked with i',
  },
];

/** Per piece; a piece the automaton cannot settle in this time is reported (bound its quantifiers). */
const CHECK_TIMEOUT_MS = 1000;

type Verdict = { ok: true } | { ok: false; why: string };

/** The checker's verdict per piece and flags: a piece that recurs (the same cue in several files) is checked once. */
const checked = new Map<string, Verdict>();

function checkPiece(source: string, flags: string): Verdict {
  const key = `${flags}/${source}`;
  if (!checked.has(key)) {
    const d = checkSync(source, flags, { checker: 'automaton', timeout: CHECK_TIMEOUT_MS });
    if (d.status === 'vulnerable')
      checked.set(key, {
        ok: false,
        why: `${d.complexity.summary} in /${source}/ (attack ${d.attack.pattern.slice(0, 80)})`,
      });
    else if (d.status === 'unknown')
      checked.set(key, { ok: false, why: `checker ${d.error.kind} on /${source}/` });
    else checked.set(key, { ok: true });
  }
  return checked.get(key)!;
}

/** The checker's verdict on one pattern: every piece safe, every lookaround of bounded length. */
function judge(source: string, flags: string): Verdict {
  const caseless = flags.includes('i') ? flags : `${flags}i`;
  for (const piece of piecesOf(source)) {
    const long = piece.lookarounds.find((body) => !boundedLength(body));
    if (long !== undefined) return { ok: false, why: `lookaround of unbounded length (?…${long})` };
    // Without an unbounded quantifier a match attempt costs a constant: linear over the input by construction.
    if (!hasUnboundedQuantifier(piece.source)) continue;
    const verdict = checkPiece(piece.source, caseless.replace(/[gyd]/g, ''));
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

const fileOf = (r: FoundRegex) => r.where.slice(0, r.where.lastIndexOf(':'));
const FOUND = collectRegexes(`${ROOT}src`, ROOT);
const allowed = (r: FoundRegex) =>
  ALLOWED.some((a) => a.file === fileOf(r) && a.source === r.source);

test('every regular expression in src/ is found by the compiler-API walk', () => {
  assert.ok(FOUND.length > 300, `only ${FOUND.length} regexes found`);
  for (const file of [
    'src/recordability/read/offline/exceptions-cues.ts',
    'src/recordability/read/offline/first-aid-list.ts',
    'src/privacy/patterns.ts',
    'src/language/',
  ]) {
    assert.ok(
      FOUND.some((r) => r.where.startsWith(file)),
      `${file}: no regex found`,
    );
  }
});

test('every run-time RegExp source is documented as safe', () => {
  const dynamic = FOUND.filter((r) => r.source === null);
  const undocumented = dynamic.filter(
    (r) => !DYNAMIC.some((d) => d.file === fileOf(r) && d.expression === r.expression),
  );
  assert.deepEqual(
    undocumented.map((r) => `${r.where}: new RegExp(${r.expression})`),
    [],
  );
});

test('no regular expression in src/ backtracks super-linearly (recheck, automaton checker)', () => {
  const failures: string[] = [];
  for (const r of FOUND) {
    if (r.source === null || allowed(r)) continue;
    const verdict = judge(r.source, r.flags === '?' ? '' : r.flags);
    if (!verdict.ok) failures.push(`${r.where}: ${verdict.why}`);
  }
  assert.deepEqual(failures, []);
});

test('every allow-list entry still names a pattern in src/ that the checker rejects', () => {
  const stale = ALLOWED.filter((a) => {
    const r = FOUND.find((f) => fileOf(f) === a.file && f.source === a.source);
    return r === undefined || judge(r.source!, r.flags).ok;
  });
  assert.deepEqual(
    stale.map((a) => `${a.file}: ${a.source}`),
    [],
  );
});

test('the checker and the splitting catch the classic shapes', () => {
  for (const bad of [
    '(a+)+$',
    '\\s+$',
    'x\\w* y',
    '(\\w+ ){0,4}end',
    '(?<!\\s)\\s+x(?=a*b)',
    'reported (\\w+ )*?pain',
  ]) {
    assert.equal(judge(bad, '').ok, false, bad);
  }
  for (const good of [
    '\\bno\\b|\\bnot\\b',
    '(?<!\\.)\\.+$',
    'x\\w{0,30} y',
    '^\\d+$',
    '^[^,]*,',
    '(?<!\\n)\\n+$',
  ]) {
    assert.deepEqual(judge(good, ''), { ok: true }, good);
  }
});
