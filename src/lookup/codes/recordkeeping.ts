/**
 * `naics/calculate`: the recordkeeping scope questions an establishment brings, answered only as far
 * as the data supports.
 * - 29 CFR 1904.1: a company with 10 or fewer employees at all times during the last calendar year
 *   (peak employment, counted company-wide: 1904.1(b)(1)-(2)) need not keep records unless OSHA or BLS
 *   asks in writing; every employer still reports severe events (1904.1(a)(1), 1904.39).
 * - 29 CFR 1904.2: establishments in the industries of Appendix A to Subpart B are partially exempt.
 *   That list is NOT in the imported data, so the industry answer is always "not determined": ohds
 *   never guesses which NAICS codes are on it.
 */
import type { RegulationItem } from '../regulations/model.ts';
import type { ParagraphIndex } from '../regulations/paragraphs.ts';
import { getCode, type LoadedCodeSet } from './engine.ts';

export interface RecordkeepingInput {
  naics: string;
  /** Company-wide peak number of employees during the last calendar year. */
  peak_employees?: number | undefined;
}

export interface Citation {
  ref: string;
  /** Served text of the paragraph, or null when the regulations are not imported. */
  text: string | null;
}

export interface RecordkeepingResult {
  naics: {
    code: string;
    label: string | null;
    level: string;
    sector: { code: string; label: string | null } | null;
  };
  size_exemption: {
    status: 'exempt' | 'not_exempt' | 'not_determined';
    peak_employees: number | null;
    threshold: 10;
    reason: string;
    citations: Citation[];
  };
  industry_exemption: {
    status: 'not_determined';
    reason: string;
    appendix_id: number | null;
    citations: Citation[];
  };
  keep_records:
    | 'not_required_unless_asked_in_writing'
    | 'required_unless_industry_exempt'
    | 'not_determined';
  always_required: Array<{ duty: string; citations: Citation[] }>;
  notes: string[];
}

export interface RecordkeepingContext {
  naics: LoadedCodeSet;
  /** Null when the regulations are not imported: citations then carry no text. */
  paragraphs: ParagraphIndex | null;
  /** Appendix A to Subpart B of Part 1904, when an import provided it. */
  partiallyExemptAppendix: RegulationItem | null;
}

export function assessRecordkeeping(
  input: RecordkeepingInput,
  ctx: RecordkeepingContext,
): RecordkeepingResult {
  const record = getCode(ctx.naics, 'naics', input.naics);
  const sector = record.path[0] ?? (record.level === 'sector' ? record : null);
  const cite = (ref: string): Citation => ({ ref, text: ctx.paragraphs?.get(ref)?.text ?? null });
  const peak = input.peak_employees ?? null;
  const size: RecordkeepingResult['size_exemption'] =
    peak === null
      ? {
          status: 'not_determined',
          peak_employees: null,
          threshold: 10,
          reason:
            'peak_employees not given: the size exemption depends on the company-wide peak employment during the last calendar year.',
          citations: [cite('29 CFR 1904.1(b)(2)')],
        }
      : peak <= 10
        ? {
            status: 'exempt',
            peak_employees: peak,
            threshold: 10,
            reason:
              'No more than 10 employees at any time in the last calendar year: partially exempt for size unless OSHA or BLS asks in writing.',
            citations: [cite('29 CFR 1904.1(a)(1)'), cite('29 CFR 1904.1(b)(2)')],
          }
        : {
            status: 'not_exempt',
            peak_employees: peak,
            threshold: 10,
            reason:
              'More than 10 employees at some time in the last calendar year: records are required unless the establishment is in a partially exempt industry (1904.2).',
            citations: [cite('29 CFR 1904.1(a)(2)')],
          };
  const appendix = ctx.partiallyExemptAppendix;
  const industry: RecordkeepingResult['industry_exemption'] = {
    status: 'not_determined',
    reason:
      appendix === null
        ? '29 CFR 1904.2 and its Appendix A to Subpart B (the partially exempt industry list) are not in the imported data, so whether this NAICS code is partially exempt cannot be determined here. Check the current eCFR.'
        : 'The partially exempt industry list is imported as regulation text only (see appendix_id); ohds does not match NAICS codes against it automatically.',
    appendix_id: appendix?.id ?? null,
    citations: [cite('29 CFR 1904.2')],
  };
  const keep =
    size.status === 'exempt'
      ? 'not_required_unless_asked_in_writing'
      : size.status === 'not_exempt'
        ? 'required_unless_industry_exempt'
        : 'not_determined';
  return {
    naics: {
      code: record.code,
      label: record.label,
      level: record.level,
      sector: sector === null ? null : { code: sector.code, label: sector.label },
    },
    size_exemption: size,
    industry_exemption: industry,
    keep_records: keep,
    always_required: [
      {
        duty: 'Report work-related fatalities, in-patient hospitalizations, amputations and losses of an eye to OSHA, whatever the exemption.',
        citations: [cite('29 CFR 1904.1(a)(1)')],
      },
      {
        duty: 'Keep records when OSHA or the Bureau of Labor Statistics informs you in writing that you must.',
        citations: [cite('29 CFR 1904.1(a)(1)')],
      },
    ],
    notes: [
      'The size exemption counts employees of the whole company, not the establishment (29 CFR 1904.1(b)(1)).',
      ...(ctx.paragraphs === null
        ? ['Regulations are not imported: citations carry no text (run `ohds data import`).']
        : []),
      'Decision support only: not a legal determination.',
    ],
  };
}
