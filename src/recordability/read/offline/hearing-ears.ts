/** The ear an audiogram figure belongs to, shared by the figure readers of 1904.10 (hearing-figures, hearing-headed). */

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
