/**
 * Three-valued logic with probabilities and reasons: every node of the decision tree carries a verdict
 * (Kleene's strong logic over yes/no/unsure), the probability of `yes` (independent facts), and the facts the
 * verdict rests on. A `yes` of an AND rests on all its parts; a `no` on its strongest refutation; an `unsure`
 * on the parts that are unsure. OR mirrors it. The confidence report reads those facts' evidence.
 */
import type { FactKey } from '../facts/schema.ts';

export type Verdict = 'yes' | 'no' | 'unsure';

export interface Node {
  verdict: Verdict;
  p: number;
  /** The facts this verdict rests on. */
  rests: FactKey[];
  /** The weakest evidence strength among them (0-1). */
  strength: number;
}

export function leaf(key: FactKey, verdict: Verdict, p: number, strength: number): Node {
  return { verdict, p, rests: [key], strength };
}

/** A constant node: a branch that does not apply (e.g. the home rule for an employee not working at home). */
export function constant(verdict: 'yes' | 'no'): Node {
  return { verdict, p: verdict === 'yes' ? 1 : 0, rests: [], strength: 1 };
}

function merge(nodes: readonly Node[], verdict: Verdict, p: number): Node {
  const rests = [...new Set(nodes.flatMap((n) => n.rests))];
  const strength = nodes.length === 0 ? 1 : Math.min(...nodes.map((n) => n.strength));
  return { verdict, p, rests, strength };
}

/** The strongest of `nodes` (a refutation of an AND, a proof of an OR). */
function strongest(nodes: readonly Node[]): Node {
  return nodes.reduce((best, n) => (n.strength > best.strength ? n : best));
}

export function and(...nodes: Node[]): Node {
  const p = nodes.reduce((acc, n) => acc * n.p, 1);
  const no = nodes.filter((n) => n.verdict === 'no');
  if (no.length > 0) return merge([strongest(no)], 'no', p);
  const unsure = nodes.filter((n) => n.verdict === 'unsure');
  if (unsure.length > 0) return merge(unsure, 'unsure', p);
  return merge(nodes, 'yes', p);
}

export function or(...nodes: Node[]): Node {
  const p = 1 - nodes.reduce((acc, n) => acc * (1 - n.p), 1);
  const yes = nodes.filter((n) => n.verdict === 'yes');
  if (yes.length > 0) return merge([strongest(yes)], 'yes', p);
  const unsure = nodes.filter((n) => n.verdict === 'unsure');
  if (unsure.length > 0) return merge(unsure, 'unsure', p);
  return merge(nodes, 'no', p);
}

export function not(node: Node): Node {
  const verdict: Verdict = node.verdict === 'yes' ? 'no' : node.verdict === 'no' ? 'yes' : 'unsure';
  return { ...node, verdict, p: 1 - node.p };
}

/** `then` applies only when `condition` holds: condition AND then, else yes (e.g. a pre-existing condition must be aggravated). */
export function implies(condition: Node, then: Node): Node {
  return or(not(condition), then);
}
