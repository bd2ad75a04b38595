/**
 * Resolves a carrier + locality number to its GPCI row. CMS files do not always agree on the carrier of a
 * locality (the 2025 OPPSCAP lists some 01182 California localities under 01112), so when the exact pair is
 * absent the locality is matched within the carrier's state, when that state is unambiguous.
 */
import { type GpciRow, localityKey } from './cms-pfs-parse.ts';

export class GpciIndex {
  readonly byKey = new Map<string, GpciRow>();
  readonly #byCarrier = new Map<string, GpciRow>();
  readonly #carrierStates = new Map<string, Set<string>>();

  constructor(rows: GpciRow[]) {
    for (const r of rows) {
      this.byKey.set(localityKey(r.state, r.locality), r);
      this.#byCarrier.set(`${r.carrier}:${r.locality}`, r);
      const states = this.#carrierStates.get(r.carrier) ?? new Set<string>();
      states.add(r.state);
      this.#carrierStates.set(r.carrier, states);
    }
  }

  resolve(carrier: string, locality: string): GpciRow | null {
    const exact = this.#byCarrier.get(`${carrier}:${locality}`);
    if (exact !== undefined) return exact;
    const states = this.#carrierStates.get(carrier);
    if (states?.size !== 1) return null;
    return this.byKey.get(localityKey([...states][0]!, locality)) ?? null;
  }
}
