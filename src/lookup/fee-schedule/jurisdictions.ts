/**
 * The jurisdiction table, reviewed against its sources. Numbers that are not in the reference data
 * (CA, TX, PA 2026 factors and tables) are NOT here: they come from the user's jurisdiction configuration
 * (`ohds data import --only fee-jurisdictions --jurisdiction-config FILE`, see samples/fee/) and, until
 * supplied, the jurisdiction answers `not_covered_by_engine` naming what is missing.
 */

export type JurisdictionKind =
  | 'medicare'
  | 'state_cf_rbrvs'
  | 'state_table'
  | 'no_fee_schedule'
  | 'not_covered';

export interface VersionWindow {
  label: string;
  effective_from: string;
  effective_to: string;
}

export interface JurisdictionDef {
  code: string;
  name: string;
  kind: JurisdictionKind;
  citation: string | null;
  /** Version windows the configuration must fill (state schedules). */
  windows?: VersionWindow[];
}

/** Every date outside this range is not covered by the engine (spec: coverage 2026-01-01 to 2026-12-31). */
export const COVERAGE = { from: '2026-01-01', to: '2026-12-31' } as const;

const MEDICARE: JurisdictionDef = {
  code: 'medicare',
  name: 'Medicare physician fee schedule',
  kind: 'medicare',
  citation:
    'Social Security Act s.1848; 42 CFR Part 414 Subpart B; CY2026 PFS final rule CMS-1832-F, 90 FR 49266',
};

const CA: JurisdictionDef = {
  code: 'CA',
  name: 'California Official Medical Fee Schedule, physician services',
  kind: 'state_cf_rbrvs',
  citation: '8 CCR 9789.12.1 et seq.',
  windows: [
    {
      label: 'OMFS physician fee schedule 2026-03-01',
      effective_from: '2026-03-01',
      effective_to: '2026-09-30',
    },
    {
      label: 'OMFS physician fee schedule 2026-10-01',
      effective_from: '2026-10-01',
      effective_to: '2026-12-31',
    },
  ],
};

const TX: JurisdictionDef = {
  code: 'TX',
  name: 'Texas DWC professional services fee guideline',
  kind: 'state_cf_rbrvs',
  citation: '28 TAC 134.203',
  // Therapy modifier GP is accepted and reported in modifiers_not_applied, like every modifier with no amount rule.
  windows: [
    {
      label: 'DWC professional services 2026',
      effective_from: '2026-01-01',
      effective_to: '2026-12-31',
    },
  ],
};

const PA: JurisdictionDef = {
  code: 'PA',
  name: 'Pennsylvania workers\u2019 compensation Part B fee schedule',
  kind: 'state_table',
  citation: '34 Pa. Code Chapter 127',
  windows: [
    {
      label: 'PA Part B fee schedule 2026',
      effective_from: '2026-01-01',
      effective_to: '2026-12-31',
    },
  ],
};

/** No professional workers' compensation fee schedule (WCRI 2025: 44 states + DC have one). */
const NO_SCHEDULE = ['IN', 'IA', 'MO', 'NH', 'NJ', 'WI'];
const NO_SCHEDULE_CITATION = 'No professional workers\u2019 compensation fee schedule (WCRI, 2025)';

const OTHER = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MT',
  'NE',
  'NV',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'RI',
  'SC',
  'SD',
  'TN',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WY',
  'DC',
];

export const JURISDICTIONS: ReadonlyMap<string, JurisdictionDef> = new Map<string, JurisdictionDef>(
  [
    ['medicare', MEDICARE],
    ['CA', CA],
    ['TX', TX],
    ['PA', PA],
    ...NO_SCHEDULE.map((c): [string, JurisdictionDef] => [
      c,
      {
        code: c,
        name: `${c}: no fee schedule`,
        kind: 'no_fee_schedule',
        citation: NO_SCHEDULE_CITATION,
      },
    ]),
    ...OTHER.map((c): [string, JurisdictionDef] => [
      c,
      { code: c, name: c, kind: 'not_covered', citation: null },
    ]),
    [
      'owcp',
      { code: 'owcp', name: 'US Department of Labor OWCP', kind: 'not_covered', citation: null },
    ],
  ],
);

/** Normalises a jurisdiction parameter (`ca`, `Medicare`, `OWCP`) or returns null when unrecognised. */
export function normaliseJurisdiction(raw: string): string | null {
  const t = raw.trim();
  const key = /^(medicare|owcp)$/i.test(t) ? t.toLowerCase() : t.toUpperCase();
  return JURISDICTIONS.has(key) ? key : null;
}

/**
 * Provider-type factors applied to the physician amount by the RBRVS jurisdictions (CA and TX follow
 * Medicare's payment policies). `null` factor: paid at the physician amount; `undefined`: not modelled.
 */
export const PROVIDER_FACTORS: Readonly<
  Record<string, { factor: string | null; citation: string } | undefined>
> = {
  physician: { factor: null, citation: 'physician fee schedule amount' },
  nurse_practitioner: { factor: '0.85', citation: '42 CFR 414.56(c): 85% of the physician amount' },
  clinical_nurse_specialist: {
    factor: '0.85',
    citation: '42 CFR 414.56(c): 85% of the physician amount',
  },
  physician_assistant: {
    factor: '0.85',
    citation: '42 CFR 414.52(d): 85% of the physician amount',
  },
  physical_therapist: {
    factor: null,
    citation: 'paid from the physician fee schedule without reduction',
  },
  chiropractor: {
    factor: null,
    citation: 'a physician under SSA s.1861(r)(5); physician fee schedule amount',
  },
  clinical_social_worker: undefined,
};

export const PROVIDER_TYPES = [
  'physician',
  'physician_assistant',
  'nurse_practitioner',
  'clinical_nurse_specialist',
  'clinical_social_worker',
  'physical_therapist',
  'chiropractor',
] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
