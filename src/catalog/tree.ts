/**
 * The catalog tree, in declaration order (spec: categories appear in this order, not sorted).
 * It lists every operation the service offers; `available.ts` drops any whose route is not registered,
 * so the catalog never advertises an endpoint that would 404.
 */
import { instruments } from '../instruments/index.ts';
import { category, operation, resource } from './build.ts';
import type { Aliases, CatalogCategory, CatalogResource } from './types.ts';

/** Instrument categories, in spec order, with audience-friendly names. */
const INSTRUMENT_CATEGORIES: ReadonlyArray<{
  name: string;
  display: string;
  description: string;
  aliases: Aliases;
}> = [
  {
    name: 'pain',
    display: 'Pain',
    description: 'Pain-related disability risk screening.',
    aliases: {
      employee: 'Pain and daily life',
      employer: 'Pain-related work risk',
      provider: 'Pain screening',
    },
  },
  {
    name: 'function',
    display: 'Function',
    description: 'Physical function of the lower extremity.',
    aliases: {
      employee: 'Getting around',
      employer: 'Physical function',
      provider: 'Functional status',
    },
  },
  {
    name: 'psychosocial',
    display: 'Psychosocial',
    description: 'Depression and anxiety symptom screens.',
    aliases: {
      employee: 'Mood and stress',
      employer: 'Wellbeing',
      provider: 'Psychosocial screening',
    },
  },
  {
    name: 'fear_avoidance',
    display: 'Fear avoidance',
    description: 'Psychosocial yellow flags and fear of movement.',
    aliases: {
      employee: 'Worries about moving and recovery',
      employer: 'Recovery barriers',
      provider: 'Fear-avoidance screening',
    },
  },
  {
    name: 'rtw_belief',
    display: 'Return-to-work belief',
    description: "The worker's own expectation of recovery.",
    aliases: {
      employee: 'Your recovery outlook',
      employer: 'Return-to-work outlook',
      provider: 'Recovery expectation',
    },
  },
  {
    name: 'occupational',
    display: 'Occupational',
    description: 'Work ability relative to job demands.',
    aliases: {
      employee: 'Your ability to work',
      employer: 'Work ability',
      provider: 'Occupational function',
    },
  },
  {
    name: 'iatrogenic',
    display: 'Iatrogenic risk',
    description: 'Risk of harm from treatment, such as opioid misuse.',
    aliases: {
      employee: 'Medication safety',
      employer: 'Treatment safety',
      provider: 'Opioid risk screening',
    },
  },
];

/** Audience names per instrument (the canonical display name is the definition's title). */
const INSTRUMENT_ALIASES: Readonly<Record<string, Aliases>> = {
  opioid_risk: { employee: 'Medication safety questions', provider: 'Opioid risk tool (5-item)' },
  yellow_flag_screen: {
    employee: 'Recovery worries checklist',
    employer: 'Recovery barrier checklist',
    provider: 'Yellow flag screen',
  },
  kinesiophobia: { employee: 'Worries about movement', provider: 'Kinesiophobia scale (11-item)' },
  depression_screen: {
    employee: 'Mood questions',
    employer: 'Wellbeing check',
    provider: 'Depression screen (9-item)',
  },
  lower_extremity_function: {
    employee: 'Everyday activities',
    provider: 'Lower extremity functional scale',
  },
  work_ability: {
    employee: 'Your work ability',
    employer: 'Work ability index',
    provider: 'Work ability index (7-item)',
  },
  anxiety_screen: {
    employee: 'Worry and nerves questions',
    employer: 'Wellbeing check',
    provider: 'Anxiety screen (7-item)',
  },
  recovery_expectation: {
    employee: 'How soon you expect to recover',
    employer: 'Return-to-work expectation',
    provider: 'Recovery expectation (0-10)',
  },
  orebro: {
    employee: 'Pain and work questions',
    provider: 'Orebro musculoskeletal pain questionnaire (21-item)',
  },
};

function instrumentResources(categoryName: string): CatalogResource[] {
  return instruments
    .filter((def) => def.category === categoryName)
    .map((def) =>
      resource(
        def.id,
        def.title,
        `${def.title}: ${def.items.length} items, rubric ${def.rubricVersion}.`,
        [
          operation(
            'score',
            'POST',
            `/api/${def.category}/${def.id}/score`,
            'Score',
            'Scores a complete set of item responses into a score and band.',
            { employee: 'See your result', employer: 'Screening result', provider: 'Score' },
          ),
          operation(
            'questions',
            'POST',
            `/api/cdri/questions?instruments=${def.id}`,
            'Questions',
            'Live item text and accepted values.',
            { employee: 'The questions', provider: 'Item text and values' },
          ),
        ],
        INSTRUMENT_ALIASES[def.id] ?? {},
      ),
    );
}

const FACTORS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'work_relatedness',
    'Work-relatedness',
    '29 CFR 1904.5: did an event or exposure in the work environment cause or contribute?',
  ],
  [
    'exceptions',
    'Work-relatedness exceptions',
    '29 CFR 1904.5(b)(2): does an exception rule the case out?',
  ],
  ['recurrence', 'New case or recurrence', '29 CFR 1904.6: is this a new case?'],
  [
    'treatment',
    'Medical treatment beyond first aid',
    '29 CFR 1904.7(b)(5): was treatment beyond the closed first-aid list given?',
  ],
  [
    'significance',
    'Significant condition or specific criteria',
    '29 CFR 1904.7(b)(7), 1904.8-1904.11: significant diagnosed condition or specific recording criteria.',
  ],
];

const lookupOp = (res: string, name: string, display: string, description: string) =>
  operation(name, 'GET', `/api/lookup/${res}/${name}`, display, description);
const SEARCH = 'Full-text search; each record carries `code` and `label`.';
const GET = 'One record by code or id, with `code` and `label`.';
const TREE = 'The hierarchy, level by level.';

export const catalogCategories: CatalogCategory[] = [
  ...INSTRUMENT_CATEGORIES.map((c) =>
    category(c.name, c.display, c.description, instrumentResources(c.name), c.aliases),
  ),
  category(
    'encounters',
    'Clinical encounters',
    'Decision-support nudges during a clinical encounter.',
    [
      resource(
        'nudge',
        'Nudges',
        'Clinical-decision nudge cards.',
        [
          operation(
            'check_resolution',
            'POST',
            '/api/nudge/check_resolution',
            'Check resolution',
            'Decides which open nudge cards a transcript window has satisfied; safety cards never resolve.',
            { provider: 'Which prompts were covered' },
          ),
          operation(
            'suggest',
            'POST',
            '/api/nudge/suggest',
            'Suggest',
            'Suggests nudge cards for a transcript window.',
            { provider: 'Suggested prompts' },
          ),
        ],
        { provider: 'Encounter prompts' },
      ),
    ],
    { employee: 'Your visit', employer: 'Clinical visits', provider: 'Encounter support' },
  ),
  category(
    'grading',
    'Case grading',
    'Grades every care-team member on one case across seven priorities (beta).',
    [
      resource('case', 'Case', 'One case and its care team.', [
        operation(
          'composite',
          'POST',
          '/api/grading/case/composite',
          'Composite grade',
          'All seven priorities for every member, lever-weighted.',
          { employer: 'Care-team scorecard', provider: 'Care-team grades' },
        ),
        operation(
          'priority',
          'POST',
          '/api/grading/case/priority',
          'Single-priority grade',
          'One priority for every member.',
          { provider: 'Grade one priority' },
        ),
      ]),
    ],
    { employer: 'Care-team performance', provider: 'Care-team grading' },
  ),
  category(
    'recordability',
    'OSHA recordability',
    'Decision support for OSHA recordkeeping (29 CFR 1904); never the final determination.',
    [
      resource(
        'case',
        'Composite analysis',
        'All five factors combined along the 29 CFR 1904.4 decision tree.',
        [
          operation(
            'analyze',
            'POST',
            '/api/recordability/analyze',
            'Analyze',
            'Runs the five factor analyses and the deterministic combiner.',
            { employer: 'Is this case recordable?', provider: 'Recordability analysis' },
          ),
        ],
        { employer: 'Recordability check' },
      ),
      resource(
        'log',
        'Recordkeeping log',
        'The OSHA 300 Log, 300A summary and ITA upload files from cases and reviewer decisions (docs/recordkeeping.md).',
        [
          operation(
            'log',
            'POST',
            '/api/recordkeeping/log',
            'Build the log',
            'Folds analysed cases and reviewer-confirmed decisions into the 300 Log, the 300A and the ITA files, with checks.',
            { employer: 'Year-end OSHA log' },
          ),
        ],
      ),
      ...FACTORS.map(([name, display, description]) =>
        resource(name, display, description, [
          operation(
            'analyze',
            'POST',
            `/api/recordability/${name}/analyze`,
            'Analyze',
            `Runs the ${display.toLowerCase()} analysis alone.`,
          ),
        ]),
      ),
    ],
    { employee: 'Injury reporting', employer: 'OSHA recordkeeping', provider: 'Recordability' },
  ),
  category(
    'lookup',
    'Reference lookups',
    "Regulations, code sets and workers' compensation fee schedules.",
    [
      resource(
        'naics',
        'NAICS industries',
        'North American Industry Classification System codes.',
        [
          lookupOp('naics', 'search', 'Search', SEARCH),
          lookupOp('naics', 'get', 'Get', GET),
          lookupOp('naics', 'tree', 'Tree', TREE),
          lookupOp(
            'naics',
            'calculate',
            'Calculate',
            'Industry-level figures derived for a NAICS code.',
          ),
        ],
        { employer: 'Industry codes' },
      ),
      resource(
        'regulations',
        'Regulations',
        'Federal regulation text and recordkeeping guidance.',
        [
          lookupOp('regulations', 'search', 'Search', SEARCH),
          lookupOp(
            'regulations',
            'get',
            'Get',
            'One regulation section or guidance item, by id or section.',
          ),
          lookupOp('regulations', 'tree', 'Tree', 'Titles, parts, subparts and sections.'),
        ],
        { employer: 'OSHA rules', provider: 'Regulations and guidance' },
      ),
      resource(
        'icd10cm',
        'ICD-10-CM',
        'Diagnosis codes.',
        [
          lookupOp('icd10cm', 'search', 'Search', SEARCH),
          lookupOp('icd10cm', 'get', 'Get', GET),
          lookupOp('icd10cm', 'tree', 'Tree', TREE),
        ],
        { employee: 'Diagnosis codes', provider: 'Diagnosis codes (ICD-10-CM)' },
      ),
      resource(
        'cpt',
        'Procedure codes',
        'CPT and HCPCS Level II procedure codes.',
        [
          lookupOp('cpt', 'search', 'Search', SEARCH),
          lookupOp('cpt', 'get', 'Get', GET),
          lookupOp('cpt', 'tree', 'Tree', TREE),
        ],
        { provider: 'Procedure codes (CPT/HCPCS)' },
      ),
      resource(
        'fee_schedule',
        'Fee schedules',
        "Workers' compensation fee-schedule maximums per code, place of service, setting and date.",
        [
          lookupOp('fee_schedule', 'search', 'Search', SEARCH),
          lookupOp(
            'fee_schedule',
            'get',
            'Get',
            'The maximum allowable for one code, place of service, setting and date.',
          ),
          lookupOp('fee_schedule', 'tree', 'Tree', 'Jurisdictions, versions and localities held.'),
        ],
        { employer: 'Medical fee limits', provider: 'Fee-schedule maximums' },
      ),
    ],
    { employee: 'Look things up', employer: 'Reference', provider: 'Reference lookups' },
  ),
];

export const topLevelResources: CatalogResource[] = [
  resource('health', 'Health', 'Authenticated end-to-end health check.', [
    operation(
      'check',
      'GET',
      '/api/health/check',
      'Check',
      'Component flags and the consumer identity.',
    ),
  ]),
  resource('catalog', 'Catalog', 'Discovery of categories, resources and operations.', [
    operation(
      'get',
      'GET',
      '/api/catalog/get',
      'Get',
      'The whole catalog: version, categories, top-level resources.',
    ),
    operation(
      'categories',
      'GET',
      '/api/catalog/categories',
      'Categories',
      'Every category, in declaration order.',
    ),
    operation('category', 'GET', '/api/catalog/category', 'Category', 'One category by `name`.'),
    operation(
      'resources',
      'GET',
      '/api/catalog/resources',
      'Resources',
      'Every resource, flattened.',
    ),
    operation(
      'operations',
      'GET',
      '/api/catalog/operations',
      'Operations',
      'Every operation, flattened, with its path.',
    ),
  ]),
  resource('version', 'Version', 'Build, catalog and deploy metadata.', [
    operation('get', 'GET', '/api/version/get', 'Get', 'Build, catalog and deploy metadata.'),
  ]),
  resource('debug', 'Debug', 'Connectivity checks.', [
    operation(
      'echo',
      'POST',
      '/api/debug/echo',
      'Echo',
      'Echoes the consumer identity and request details.',
    ),
  ]),
  resource('cdri', 'Instrument items', 'Live instrument content.', [
    operation(
      'questions',
      'POST',
      '/api/cdri/questions',
      'Questions',
      'Item text and accepted values for the instruments named in `?instruments=`.',
    ),
    operation(
      'compute',
      'POST',
      '/api/cdri/compute',
      'Compute',
      'Scores several instruments in one call.',
    ),
  ]),
  resource(
    'work_relatedness',
    'Work-relatedness',
    'Work-relatedness analysis alone (29 CFR 1904.5).',
    [
      operation(
        'analyze',
        'POST',
        '/api/work_relatedness/analyze',
        'Analyze',
        'Runs the work-relatedness factor analysis alone.',
      ),
    ],
    { employer: 'Was it work-related?' },
  ),
];
