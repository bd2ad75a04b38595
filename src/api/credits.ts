/**
 * The credit model behind 402 (docs/credits.md). After validation and before the handler, a metered call
 * reserves its cost against every limit its consumer has (balance, this key's allocation, the account-wide
 * cap) in one atomic store operation; a call that then fails (any 4xx or 5xx) gets it back. A refused
 * reservation is 402 `PaymentRequired` naming the limit that refused it. Unmetered consumers and free
 * operations (cost 0) never touch the store.
 */
import { PaymentRequired } from '../errors.ts';
import { type Metering, type Period, periodWindow } from '../keys/credits.ts';
import type { Allowance } from '../keys/file.ts';
import type { Charge, CounterStore } from '../state/index.ts';
import type { AnyRoute } from './route.ts';

export type CreditScope = 'balance' | 'allocation' | 'cap';

interface ScopedCharge extends Charge {
  scope: CreditScope;
  /** End of the period (epoch ms) for allocation and cap; null for the balance, which never resets. */
  resetsAt: number | null;
  period: Period | null;
}

/** Counters outlive their period by an hour, so a refund just after a boundary still lands. */
const REFUND_GRACE_MS = 3_600_000;

/** The counters a call is charged to, most lasting first (the balance wins a tie for "binding"). */
function chargesFor(m: Metering, now: number): ScopedCharge[] {
  const tag = `ohds:{${m.consumerId}}`;
  const periodic = (scope: CreditScope, a: Allowance, name: string): ScopedCharge => {
    const { start, end } = periodWindow(now, a.period);
    return {
      scope,
      key: `${tag}:${name}:${a.period}:${start}`,
      limit: a.amount,
      expiresAt: end + REFUND_GRACE_MS,
      resetsAt: end,
      period: a.period,
    };
  };
  const out: ScopedCharge[] = [];
  if (m.granted !== null)
    out.push({
      scope: 'balance',
      key: `${tag}:spent`,
      limit: m.granted,
      expiresAt: null,
      resetsAt: null,
      period: null,
    });
  if (m.cap !== null) out.push(periodic('cap', m.cap, 'cap'));
  if (m.allocation !== null) out.push(periodic('allocation', m.allocation, `key:${m.keyId}`));
  return out;
}

const ADJECTIVE: Record<Period, string> = { hour: 'hourly', day: 'daily', month: 'monthly' };

/** The 402 message: which limit refused the call. Never names the consumer or the key. */
function refusal(charge: ScopedCharge, cost: number, left: number): PaymentRequired {
  const price = `This call costs ${cost} credit${cost === 1 ? '' : 's'}`;
  if (charge.scope === 'balance') {
    return new PaymentRequired(
      `Credit balance depleted: ${price} and the account has ${left} left. Credits are added out of band by the service operator.`,
    );
  }
  const until = new Date(charge.resetsAt!).toISOString();
  const what =
    charge.scope === 'allocation'
      ? `This key's ${ADJECTIVE[charge.period!]} credit allocation`
      : `The account-wide ${ADJECTIVE[charge.period!]} credit cap`;
  return new PaymentRequired(`${what} is exhausted: ${price} and ${left} remain until ${until}.`);
}

/** `X-Credits-*`: the tightest limit after this call, which one it is, and when it resets (periodic limits only). */
function creditHeaders(
  charges: readonly ScopedCharge[],
  used: readonly number[],
  cost: number,
  now: number,
): Record<string, string> {
  let binding = 0;
  const left = charges.map((c, i) => Math.max(0, c.limit! - used[i]!));
  left.forEach((l, i) => {
    if (l < left[binding]!) binding = i;
  });
  const headers: Record<string, string> = {
    'x-credits-cost': String(cost),
    'x-credits-remaining': String(left[binding]),
    'x-credits-scope': charges[binding]!.scope,
  };
  const resetsAt = charges[binding]!.resetsAt;
  if (resetsAt !== null)
    headers['x-credits-reset'] = String(Math.max(1, Math.ceil((resetsAt - now) / 1000)));
  const balance = charges.findIndex((c) => c.scope === 'balance');
  if (balance !== -1) headers['x-credits-balance'] = String(left[balance]);
  return headers;
}

export interface Reservation {
  /** Headers for the successful response. */
  headers: Record<string, string>;
  /** Gives the credits back (the call failed). */
  refund(): Promise<void>;
}

/** The cost of one call of a route: its declared cost (a number, or a function of the validated input), default 1. */
export function costOf(spec: AnyRoute, input: { query: unknown; body: unknown }): number {
  const cost = typeof spec.cost === 'function' ? spec.cost(input) : (spec.cost ?? 1);
  return Math.max(0, Math.trunc(cost));
}

/**
 * Reserves `cost` credits for one call, or throws 402 (the refused response carries the `X-Credits-*`
 * headers through `onRefused`). Null when nothing is metered: unmetered consumer, free call, no limits.
 * @throws PaymentRequired a limit would be passed; ServiceUnavailable the counter store is unreachable.
 */
export async function reserveCredits(
  store: CounterStore,
  metering: Metering | null,
  cost: number,
  now: number,
  onRefused: (headers: Record<string, string>) => void,
): Promise<Reservation | null> {
  if (metering === null || cost === 0) return null;
  const charges = chargesFor(metering, now);
  if (charges.length === 0) return null;
  const result = await store.reserve(charges, cost);
  if (!result.ok) {
    onRefused({ ...creditHeaders(charges, result.used, cost, now), 'x-credits-cost': '0' });
    const refused = charges[result.refused]!;
    throw refusal(refused, cost, Math.max(0, refused.limit! - result.used[result.refused]!));
  }
  return {
    headers: creditHeaders(charges, result.used, cost, now),
    refund: () => store.release(charges, cost),
  };
}
