/**
 * Payment modifiers read against the RVU file's indicator columns (RVU25D.pdf, "Bilateral Surgery",
 * "Assistant at Surgery", "Co-surgeons", "Team Surgery"). 26/TC/53 select their own RVU rows (done by
 * the caller); every other modifier is accepted and reported in `modifiers_not_applied`.
 */
import type { RvuRow } from './cms-pfs-parse.ts';
import type { FeeNote, FeeStatus } from './line.ts';

export interface ModifierOutcome {
  applied: string[];
  notApplied: string[];
  /** Decimal factors multiplied into the amount. */
  factors: string[];
  notes: FeeNote[];
  /** A status other than priced forced by a modifier (assistant or team not permitted...), else null. */
  status: FeeStatus | null;
}

/** Assistant at surgery: at most 16% of the fee schedule amount (SSA s.1848(i)(2)(B)). */
const ASSISTANT_FACTOR = '0.16';
/** Co-surgeons: 62.5% of the fee schedule amount each (Medicare Claims Processing Manual, Pub. 100-04, ch. 12, s.40.8). */
const CO_SURGEON_FACTOR = '0.625';
/** Bilateral indicator 1: 150% of the single-code amount (RVU25D.pdf, Bilateral Surgery). */
const BILATERAL_FACTOR = '1.5';
/** Bilateral indicator 3: 100% of the fee schedule amount for each side, so a line billed with 50 covers two sides. */
const EACH_SIDE_FACTOR = '2';

const ASSISTANT = new Set(['80', '81', '82', 'AS']);

export function modifierEffects(
  modifiers: readonly string[],
  row: RvuRow,
  component: string,
  area: Readonly<Record<string, { factor: string; note: FeeNote }>>,
): ModifierOutcome {
  const out: ModifierOutcome = {
    applied: [],
    notApplied: [],
    factors: [],
    notes: [],
    status: null,
  };
  // A modifier that decides a non-priced status took effect: it is listed in `applied`, never dropped.
  const refuse = (m: string, status: FeeStatus, code: string, text: string): void => {
    out.status = out.status ?? status;
    out.applied.push(m);
    out.notes.push({ code, text });
  };
  for (const m of modifiers) {
    if (m === component && component !== '') {
      out.applied.push(m);
    } else if (m === '50') {
      if (row.bilat_surg === '1') {
        out.applied.push(m);
        out.factors.push(BILATERAL_FACTOR);
      } else if (row.bilat_surg === '3') {
        out.applied.push(m);
        out.factors.push(EACH_SIDE_FACTOR);
        out.notes.push({
          code: 'bilateral_indicator',
          text: 'Bilateral indicator 3: each side is paid at 100% of the fee schedule amount; the line billed with 50 covers both sides.',
          indicator: '3',
        });
      } else {
        out.notApplied.push(m);
        out.notes.push({
          code: 'bilateral_indicator',
          text: `Bilateral indicator ${row.bilat_surg || 'blank'}: the 150% adjustment does not apply to this code.`,
          indicator: row.bilat_surg,
        });
      }
    } else if (ASSISTANT.has(m)) {
      if (row.asst_surg === '1')
        refuse(
          m,
          'not_payable',
          'assistant_at_surgery',
          'Assistant at surgery may not be paid for this procedure (statutory restriction).',
        );
      else if (row.asst_surg === '0' || row.asst_surg === '2') {
        out.applied.push(m);
        out.factors.push(ASSISTANT_FACTOR);
        out.notes.push({
          code: 'assistant_at_surgery',
          text:
            row.asst_surg === '0'
              ? 'Assistant at surgery paid at 16% only with documentation of medical necessity.'
              : 'Assistant at surgery paid at 16% of the amount.',
        });
      } else {
        out.notApplied.push(m);
        out.notes.push({
          code: 'assistant_at_surgery',
          text: 'The assistant-at-surgery concept does not apply to this code.',
        });
      }
    } else if (m === '62') {
      if (row.co_surg === '0')
        refuse(
          m,
          'not_payable',
          'co_surgeons',
          'Co-surgeons are not permitted for this procedure.',
        );
      else if (row.co_surg === '1' || row.co_surg === '2') {
        out.applied.push(m);
        out.factors.push(CO_SURGEON_FACTOR);
        out.notes.push({
          code: 'co_surgeons',
          text:
            row.co_surg === '1'
              ? 'Each co-surgeon is paid 62.5%; documentation of medical necessity required.'
              : 'Each co-surgeon is paid 62.5%.',
        });
      } else {
        out.notApplied.push(m);
        out.notes.push({
          code: 'co_surgeons',
          text: 'The co-surgeon concept does not apply to this code.',
        });
      }
    } else if (m === '66') {
      if (row.team_surg === '0')
        refuse(
          m,
          'not_payable',
          'team_surgery',
          'Team surgeons are not permitted for this procedure.',
        );
      else if (row.team_surg === '1' || row.team_surg === '2')
        refuse(
          m,
          'no_published_cap',
          'team_surgery',
          'Team surgery is paid by report: no published amount.',
        );
      else {
        out.notApplied.push(m);
        out.notes.push({
          code: 'team_surgery',
          text: 'The team-surgery concept does not apply to this code.',
        });
      }
    } else if (area[m] !== undefined) {
      out.applied.push(m);
      out.factors.push(area[m].factor);
      out.notes.push(area[m].note);
    } else {
      out.notApplied.push(m);
      if (m === '26' || m === 'TC' || m === '53') {
        out.notes.push({
          code: 'modifier_not_applied',
          text: `Modifier ${m} has no separate values for this code.`,
        });
      }
    }
  }
  return out;
}
