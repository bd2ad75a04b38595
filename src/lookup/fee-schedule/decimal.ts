/**
 * Exact decimal arithmetic for pricing: RVUs, GPCIs, conversion factors and multipliers are published
 * decimals, so amounts are computed as scaled BigInts and rounded once, half-up, to cents
 * (binary floating point would misround amounts that end exactly in a half cent).
 */

/** A decimal value `units / 10^scale`. */
export interface Dec {
  units: bigint;
  scale: number;
}

const TEN = 10n;

/** Parses a published decimal ("0.93", "33.4009", "1", "-0.5"). Throws on anything else. */
export function dec(value: number | string): Dec {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (m === null || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError('not a decimal');
  const frac = m[3] ?? '';
  const units = BigInt(`${m[1]}${m[2] || '0'}${frac}`);
  return { units, scale: frac.length };
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError('not a finite number');
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n
    .toFixed(12)
    .replace(/(?<!0)0+$/, '')
    .replace(/\.$/, '');
}

function align(a: Dec, scale: number): bigint {
  return a.units * TEN ** BigInt(scale - a.scale);
}

export function add(a: Dec, b: Dec): Dec {
  const scale = Math.max(a.scale, b.scale);
  return { units: align(a, scale) + align(b, scale), scale };
}

export function mul(a: Dec, b: Dec): Dec {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function compare(a: Dec, b: Dec): number {
  const scale = Math.max(a.scale, b.scale);
  const d = align(a, scale) - align(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Rounds half-up (away from zero on a half) to cents and returns dollars as a number. */
export function toCents(a: Dec): number {
  let cents: bigint;
  if (a.scale <= 2) cents = align(a, 2);
  else {
    const div = TEN ** BigInt(a.scale - 2);
    const abs = a.units < 0n ? -a.units : a.units;
    const q = (abs * 2n + div) / (div * 2n);
    cents = a.units < 0n ? -q : q;
  }
  return Number(cents) / 100;
}

/** Value as a JS number (for echoing components; never used for money). */
export function toNumber(a: Dec): number {
  return Number(a.units) / 10 ** a.scale;
}
