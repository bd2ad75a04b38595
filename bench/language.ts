// biome-ignore-all lint/suspicious/noExplicitAny: wink-nlp and compromise are compared through their untyped document objects
/**
 * Language benchmark: the NLP libraries that were candidates for src/language (wink-nlp with its English
 * lite model, and compromise v14), each scored with its OWN facilities on the labelled synthetic rows of
 * test/language/fixtures.ts, then the src/language layer (library + our rules) on the same rows.
 * Figures: sentence boundaries (F1 over sentences), number parsing (recall/precision of values),
 * negation accuracy, lemma accuracy, throughput (chars/s), work growth on adversarial input (time at 4x
 * the size over time at 1x), and load time and memory measured in a fresh child process.
 *
 * A library that is not installed (only one is kept as a dependency) is reported as such; the choice
 * run's figures are in src/language/README.md. Run: `node --import tsx bench/language.ts`.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import {
  analyze,
  compilePhrases,
  findPhrases,
  isNegated,
  modality,
  numbersIn,
  readRating,
  sentences,
  tokenSpan,
} from '../src/language/index.ts';
import type { ExpectedNumber } from '../test/language/fixtures.ts';
import {
  HELD_OUT,
  LEMMA_CASES,
  NEGATION_CASES,
  NUMBER_CASES,
  RATING_CASES,
  SENTENCE_CASES,
} from '../test/language/fixtures.ts';

/** What each candidate must do, through its own API only. */
interface Candidate {
  name: string;
  /** Sentences as [start, end) character offsets. */
  sentences(text: string): Array<[number, number]>;
  /** Number values found (a range gives both ends). */
  numbers(text: string): number[];
  /** Whether the characters [start, end) are negated, by the library's own negation facility. */
  negated(text: string, start: number, end: number): boolean;
  lemma(word: string): string;
  /** A full parse: tokens with offsets, sentences, lemmas. */
  parse(text: string): unknown;
}

async function loadWink(): Promise<Candidate> {
  const winkName = 'wink-nlp';
  const modelName = 'wink-eng-lite-web-model';
  const winkNLP = (await import(winkName)).default;
  const model = (await import(modelName)).default;
  const nlp = winkNLP(model, ['sbd', 'negation', 'pos']);
  const its = nlp.its;
  /** Character offsets of each token, from its value and the spaces before it (wink is lossless). */
  const offsets = (doc: any): Array<[number, number]> => {
    const values: string[] = doc.tokens().out(its.value);
    const spaces: string[] = doc.tokens().out(its.precedingSpaces);
    let at = 0;
    return values.map((v, i) => {
      at += spaces[i]!.length;
      const span: [number, number] = [at, at + v.length];
      at += v.length;
      return span;
    });
  };
  return {
    name: 'wink-nlp 2 + wink-eng-lite-web-model',
    sentences(text) {
      const doc = nlp.readDoc(text);
      const tok = offsets(doc);
      const out: Array<[number, number]> = [];
      doc.sentences().each((s: any) => {
        const [a, b] = s.out(its.span) as [number, number];
        out.push([tok[a]![0], tok[b]![1]]);
      });
      return out;
    },
    numbers(text) {
      const doc = nlp.readDoc(text);
      const out: number[] = [];
      doc.tokens().each((t: any) => {
        if (t.out(its.type) !== 'number') return;
        for (const part of String(t.out()).replace(/,/g, '').split('-'))
          if (part !== '' && Number.isFinite(Number(part))) out.push(Number(part));
      });
      return out;
    },
    negated(text, start, end) {
      const doc = nlp.readDoc(text);
      const tok = offsets(doc);
      const flags: boolean[] = doc.tokens().out(its.negationFlag);
      return tok.some(([a, b], i) => a < end && b > start && flags[i] === true);
    },
    lemma(word) {
      return String(nlp.readDoc(word).tokens().out(its.lemma)[0] ?? '').toLowerCase();
    },
    parse(text) {
      const doc = nlp.readDoc(text);
      return [
        doc.tokens().out(its.lemma),
        doc.tokens().out(its.precedingSpaces),
        doc.sentences().out(its.span),
      ];
    },
  };
}

async function loadCompromise(): Promise<Candidate> {
  const compromiseName = 'compromise';
  const nlp = (await import(compromiseName)).default;
  return {
    name: 'compromise 14',
    sentences(text) {
      return nlp(text)
        .json({ offset: true })
        .map((s: any) => [s.offset.start, s.offset.start + s.offset.length] as [number, number]);
    },
    numbers(text) {
      return nlp(text)
        .numbers()
        .json()
        .map((n: any) => n.number?.num)
        .filter((n: unknown): n is number => typeof n === 'number');
    },
    negated(text, start, end) {
      // compromise's own facility: a #Negative term earlier in the same clause.
      for (const clause of nlp(text)
        .clauses()
        .json({ offset: true, terms: { offset: true } }) as any[]) {
        const terms: any[] = clause.terms;
        const hit = terms.findIndex(
          (t) => t.offset.start < end && t.offset.start + t.offset.length > start,
        );
        if (hit < 0) continue;
        return terms.slice(0, hit).some((t) => t.tags.includes('Negative'));
      }
      return false;
    },
    lemma(word) {
      const doc = nlp(word);
      doc.compute('root');
      const term = doc.json()[0]?.terms[0];
      return String(term?.root ?? term?.normal ?? '').toLowerCase();
    },
    parse(text) {
      const doc = nlp(text);
      doc.compute('root');
      return doc.json({ offset: true, terms: { offset: true } });
    },
  };
}

/** The src/language layer, scored through the same interface. */
const layer: Candidate = {
  name: 'src/language (chosen library + our rules)',
  sentences: (text) => sentences(analyze(text)).map((s) => [s.start, s.end]),
  numbers: (text) =>
    numbersIn(analyze(text)).flatMap((n) => (n.high === undefined ? [n.value] : [n.value, n.high])),
  negated(text, start, end) {
    const doc = analyze(text);
    return isNegated(doc, tokenSpan(doc, start, end)!);
  },
  lemma: (word) => analyze(word).tokens[0]?.lemma ?? '',
  parse: (text) => {
    const doc = analyze(text);
    return [numbersIn(doc), findPhrases(doc, PARSE_PHRASES)];
  },
};
const PARSE_PHRASES = compilePhrases({
  suture: ['sutur*', 'stitch', 'steri strip'],
  off: ['day|days off'],
});

const BULLET = /^(?:[-*•·]|\d+[.)])\s+/;

/** F1 over sentences: a predicted sentence counts when its trimmed text equals an expected one. */
function sentenceScore(c: Candidate): { f1: number; exact: number } {
  let tp = 0;
  let predicted = 0;
  let expected = 0;
  let exact = 0;
  for (const row of SENTENCE_CASES) {
    const got = c
      .sentences(row.text)
      .map(([a, b]) => row.text.slice(a, b).trim().replace(BULLET, '').trim())
      .filter((s) => s !== '');
    const want = [...row.sentences];
    predicted += got.length;
    expected += want.length;
    for (const s of got) {
      const i = want.indexOf(s);
      if (i >= 0) {
        tp++;
        want.splice(i, 1);
      }
    }
    if (got.join('\u0000') === row.sentences.join('\u0000')) exact++;
  }
  const p = tp / predicted;
  const r = tp / expected;
  return { f1: (2 * p * r) / (p + r), exact: exact / SENTENCE_CASES.length };
}

function numberScore(c: Candidate): { recall: number; precision: number } {
  let found = 0;
  let expected = 0;
  let right = 0;
  let predicted = 0;
  for (const row of NUMBER_CASES) {
    const got = c.numbers(row.text);
    const want = row.numbers.flatMap((n) => (n.high === undefined ? [n.value] : [n.value, n.high]));
    expected += want.length;
    predicted += got.length;
    found += want.filter((v) => got.includes(v)).length;
    right += got.filter((v) => want.includes(v)).length;
  }
  return { recall: found / expected, precision: predicted === 0 ? 0 : right / predicted };
}

function negationScore(c: Candidate): number {
  let right = 0;
  for (const row of NEGATION_CASES) {
    let at = -1;
    for (let i = 0; i <= (row.nth ?? 0); i++) at = row.text.indexOf(row.target, at + 1);
    if (c.negated(row.text, at, at + row.target.length) === row.negated) right++;
  }
  return right / NEGATION_CASES.length;
}

function lemmaScore(c: Candidate): number {
  return LEMMA_CASES.filter(([word, lemma]) => c.lemma(word) === lemma).length / LEMMA_CASES.length;
}

/** The fixture texts repeated to about `size` characters, one per line. */
function corpus(size: number): string {
  const unit = [
    ...SENTENCE_CASES.map((r) => r.text),
    ...NEGATION_CASES.map((r) => r.text),
    ...RATING_CASES.map((r) => r.text),
  ].join('\n');
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function timeIt(fn: () => void, minMs: number): number {
  fn();
  let runs = 0;
  const t0 = performance.now();
  do {
    fn();
    runs++;
  } while (performance.now() - t0 < minMs);
  return (performance.now() - t0) / runs;
}

/** Best time per candidate over interleaved rounds: the machine may be shared, the best run is the least disturbed. */
function bestOf(
  candidates: readonly Candidate[],
  input: string,
  rounds: number,
  minMs: number,
): number[] {
  const best = candidates.map(() => Infinity);
  for (let r = 0; r < rounds; r++) {
    for (const [i, c] of candidates.entries())
      best[i] = Math.min(
        best[i]!,
        timeIt(() => c.parse(input), minMs),
      );
  }
  return best;
}

/** Characters per second on the fixture texts repeated to 50 KB. */
function throughput(candidates: readonly Candidate[]): number[] {
  const text = corpus(50_000);
  return bestOf(candidates, text, 5, 200).map((ms) => text.length / (ms / 1000));
}

/** Worst time ratio between a 200 KB and a 50 KB adversarial input (linear work gives about 4). */
function growth(candidates: readonly Candidate[]): number[] {
  const shapes = [
    (n: number) => 'a'.repeat(n),
    (n: number) => 'no '.repeat(n / 3),
    (n: number) => 'denies pain, '.repeat(n / 13),
    (n: number) => '7/10 '.repeat(n / 5),
  ];
  const worst = candidates.map(() => 0);
  for (const shape of shapes) {
    const small = bestOf(candidates, shape(50_000), 3, 50);
    const large = bestOf(candidates, shape(200_000), 3, 50);
    for (const i of candidates.keys())
      worst[i] = Math.max(worst[i]!, large[i]! / Math.max(small[i]!, 0.5));
  }
  return worst;
}

/** Load time and memory in a fresh process (import + model init + one parse). */
function loadCost(
  loader: string,
  tsx = false,
): { ms: number; heapMb: number; rssMb: number } | undefined {
  const code = `
    const m0 = process.memoryUsage(); const t0 = performance.now();
    ${loader}
    const t1 = performance.now(); const m1 = process.memoryUsage();
    console.log(JSON.stringify({ ms: t1 - t0, heapMb: (m1.heapUsed - m0.heapUsed) / 2 ** 20, rssMb: (m1.rss - m0.rss) / 2 ** 20 }));`;
  try {
    const args = [...(tsx ? ['--import', 'tsx'] : []), '--input-type=module', '-e', code];
    const out = execFileSync(process.execPath, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(out) as { ms: number; heapMb: number; rssMb: number };
  } catch {
    return undefined;
  }
}

const LAYER_URL = new URL('../src/language/index.ts', import.meta.url).href;
const LOADERS: Record<string, { code: string; tsx?: boolean }> = {
  'wink-nlp 2 + wink-eng-lite-web-model': {
    code: `
    const w = (await import('wink-nlp')).default; const model = (await import('wink-eng-lite-web-model')).default;
    const nlp = w(model, ['sbd', 'negation', 'pos']); nlp.readDoc('Pt denies LOC. 4 sutures placed.').tokens().out();`,
  },
  'compromise 14': {
    code: `const nlp = (await import('compromise')).default; nlp('Pt denies LOC. 4 sutures placed.').compute('root').json();`,
  },
  [layer.name]: {
    code: `const l = await import(${JSON.stringify(LAYER_URL)}); l.numbersIn(l.analyze('Pt denies LOC. 4 sutures placed.'));`,
    tsx: true,
  },
};

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** The layer on the held-out rows (written after the rules, never tuned on): rows right per kind. */
function heldOut(): string {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const spanIn = (text: string, target: string) => {
    const doc = analyze(text);
    const at = text.indexOf(target);
    return { doc, span: tokenSpan(doc, at, at + target.length)! };
  };
  const asExpected = (text: string): ExpectedNumber[] =>
    numbersIn(analyze(text)).map((n) => ({
      value: n.value,
      ...(n.high === undefined ? {} : { high: n.high }),
      ...(n.unit === undefined ? {} : { unit: n.unit.name }),
      ...(n.approximate ? { approximate: true } : {}),
      ...(n.ordinal ? { ordinal: true } : {}),
    }));
  const parts = [
    [
      'sentences',
      HELD_OUT.sentences.filter((r) =>
        same(
          sentences(analyze(r.text)).map((x) => x.text),
          r.sentences,
        ),
      ).length,
      HELD_OUT.sentences.length,
    ],
    [
      'numbers',
      HELD_OUT.numbers.filter((r) => same(asExpected(r.text), r.numbers)).length,
      HELD_OUT.numbers.length,
    ],
    [
      'negation',
      HELD_OUT.negation.filter((r) => {
        const { doc, span } = spanIn(r.text, r.target);
        return isNegated(doc, span) === r.negated;
      }).length,
      HELD_OUT.negation.length,
    ],
    [
      'modality',
      HELD_OUT.modality.filter((r) => {
        const { doc, span } = spanIn(r.text, r.target);
        return modality(doc, span) === r.modality;
      }).length,
      HELD_OUT.modality.length,
    ],
  ] as const;
  return parts.map(([kind, right, all]) => `${kind} ${right}/${all}`).join(', ');
}

export async function run(): Promise<string> {
  const rows: string[] = [];
  const absent: string[] = [];
  const candidates: Candidate[] = [];
  for (const [name, load] of [
    ['wink-nlp', loadWink],
    ['compromise', loadCompromise],
  ] as const) {
    try {
      candidates.push(await load());
    } catch {
      absent.push(name);
    }
  }
  candidates.push(layer);
  const speed = throughput(candidates);
  const worst = growth(candidates);
  candidates.forEach((c, i) => {
    const s = sentenceScore(c);
    const n = numberScore(c);
    const loader = LOADERS[c.name];
    const cost = loader === undefined ? undefined : loadCost(loader.code, loader.tsx);
    rows.push(
      `| ${c.name} | ${pct(s.f1)} (${pct(s.exact)} texts exact) | ${pct(n.recall)} / ${pct(n.precision)} | ${pct(negationScore(c))} | ` +
        `${pct(lemmaScore(c))} | ${(speed[i]! / 1e3).toFixed(0)}k (${(speed[i]! / speed[0]!).toFixed(2)}x) | ${worst[i]!.toFixed(1)}x | ` +
        `${cost === undefined ? '-' : `${cost.ms.toFixed(0)} ms, heap +${cost.heapMb.toFixed(0)} MB, rss +${cost.rssMb.toFixed(0)} MB`} |`,
    );
  });
  const ratings = RATING_CASES.filter((r) => {
    const got = readRating(analyze(r.text));
    return (
      got?.value === r.rating?.value &&
      got?.high === r.rating?.high &&
      (got?.approximate ?? false) === (r.rating?.approximate ?? false)
    );
  }).length;
  return [
    '## language',
    '',
    `Synthetic rows from test/language/fixtures.ts: ${SENTENCE_CASES.length} sentence texts, ${NUMBER_CASES.length} number texts, ` +
      `${NEGATION_CASES.length} negation rows, ${LEMMA_CASES.length} lemmas. Libraries use only their own facilities ` +
      '(wink: `its.negationFlag`; compromise: `#Negative` in the same `clauses()`).',
    '',
    '| candidate | sentences F1 | numbers recall / precision | negation | lemmas | chars/s (x first row, same run) | 4x input time | load (fresh process) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `src/language readRating: ${ratings}/${RATING_CASES.length} rating rows right. The rows above are the development rows the rules ` +
      `were written against; held-out rows (written afterwards, not tuned on): ${heldOut()}.`,
    ...(absent.length > 0
      ? ['', `Not installed (see src/language/README.md for the choice run): ${absent.join(', ')}.`]
      : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.stdout.write(`${await run()}\n`);
