/**
 * What the audiogram figure readers of 1904.10 share (hearing-figures, hearing-headed): the ear a figure belongs to,
 * which audiogram is the current one, and the shift and level it gives against its baseline.
 */
import type { Figure } from './hearing-figures.ts';

/** An ear word ("R ear", "left:", "lt level"). */
export const EAR =
  /\b(right|left|R|L|rt|lt)\b\.?(?=[\s-]{0,3}(ear|level|hearing|side|:|\)|,|;|$))/gi;

/** The ear an ear word names ("lt", "Left", "R"). */
export const sideOf = (word: string): 'L' | 'R' => (/^(l|lt|left)/i.test(word) ? 'L' : 'R');

/** The ear last named in `text`, else `only` (the one ear a case names). */
export function lastEar(text: string, only: 'L' | 'R' | null): 'L' | 'R' | null {
  const ear = [...text.matchAll(EAR)].at(-1);
  return ear === undefined ? only : sideOf(ear[1]!);
}

/**
 * The current audiogram among baselines and others in the order written: the first that is not a baseline after one,
 * else the one just before the first baseline ("this year ..., baseline ..."); -1 when there is none.
 */
export function currentAt(isBaseline: readonly boolean[]): number {
  const after = isBaseline.findIndex((b, i) => !b && isBaseline.slice(0, i).includes(true));
  if (after >= 0) return after;
  const first = isBaseline.indexOf(true);
  return first > 0 ? first - 1 : -1;
}

/** (b)(1)-(2): the shift of the current 2000-4000 Hz average from the baseline's, and the current level. */
export function shiftAndLevel(
  current: number,
  baseline: number,
  common: Omit<Figure, 'kind' | 'value'>,
): Figure[] {
  return [
    { kind: 'shift', value: Math.round((current - baseline) * 10) / 10, ...common },
    { kind: 'level', value: Math.round(current * 10) / 10, ...common },
  ];
}
