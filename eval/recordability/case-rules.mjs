// The request and label rules every recordability evaluation set shares (no dependencies): the spec's
// POST /api/recordability/analyze case fields and limits, a crude identifier scan, and the topic, criteria and
// exception vocabularies of the labels. Used by check.mjs (the first corpus) and check-holdout.mjs.

/** The rules, reporting through `err(id, message)`. */
export function caseRules(err) {
  const DATE = /^\d{4}-\d{2}-\d{2}$/;
  const str = (max, min = 0) => ({ t: 'string', min, max });
  // spec: case request schema (only these keys are accepted; unknown keys -> 400)
  const SCHEMA = {
    incident: {
      description: str(8000, 1),
      incident_date: { t: 'date' },
      reported_date: { t: 'date' },
      location_context: {
        t: 'enum',
        v: [
          'on_premises',
          'parking_lot',
          'company_travel',
          'work_from_home',
          'offsite_work',
          'non_work_location',
          'unknown',
        ],
      },
      activity_at_time: str(1000),
      during_assigned_hours: { t: 'boolean' },
    },
    injury: {
      description: str(8000, 1),
      body_part: str(200),
      diagnosis: str(500),
      icd_category: str(40),
      symptom_onset_date: { t: 'date' },
      onset_type: { t: 'enum', v: ['acute', 'gradual', 'unknown'] },
    },
    employee: {
      job_title: str(200),
      job_duties: str(2000),
      department: str(200),
      tenure_bracket: str(40),
    },
    treatment: {
      provided: { t: 'strarray', maxItems: 25, min: 1, max: 1000 },
      provider_type: str(200),
      prescription_issued: { t: 'boolean' },
    },
    prior_condition: {
      exists: { t: 'boolean' },
      description: str(4000),
      prior_incident_date: { t: 'date' },
    },
    statements: { t: 'statements' },
    work_status: {
      days_away: { t: 'int', min: 0, max: 3650 },
      restricted_duty: { t: 'boolean' },
      job_transfer: { t: 'boolean' },
      loss_of_consciousness: { t: 'boolean' },
      fatality: { t: 'boolean' },
    },
  };
  const REQUIRED = { incident: ['description'], injury: ['description'] };

  function checkField(id, path, rule, v) {
    switch (rule.t) {
      case 'string':
        if (typeof v !== 'string') return err(id, `${path} not a string`);
        if (v.length < rule.min || v.length > rule.max)
          err(id, `${path} length ${v.length} outside ${rule.min}-${rule.max}`);
        break;
      case 'date':
        if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v)))
          err(id, `${path} not YYYY-MM-DD`);
        break;
      case 'enum':
        if (!rule.v.includes(v)) err(id, `${path} value ${JSON.stringify(v)} not in enum`);
        break;
      case 'boolean':
        if (typeof v !== 'boolean') err(id, `${path} not boolean`);
        break;
      case 'int':
        if (!Number.isInteger(v) || v < rule.min || v > rule.max)
          err(id, `${path} not an integer ${rule.min}-${rule.max}`);
        break;
      case 'strarray':
        if (!Array.isArray(v) || v.length > rule.maxItems)
          return err(id, `${path} not an array of <= ${rule.maxItems}`);
        v.forEach((s, i) => {
          checkField(id, `${path}[${i}]`, { t: 'string', min: rule.min, max: rule.max }, s);
        });
        break;
      default:
        err(id, `${path} unknown rule`);
    }
  }

  function checkCase(id, c) {
    if (!c || typeof c !== 'object') return err(id, 'request.case missing');
    for (const k of Object.keys(c)) if (!(k in SCHEMA)) err(id, `unknown field case.${k}`);
    for (const [blk, req] of Object.entries(REQUIRED)) {
      if (!c[blk]) err(id, `case.${blk} missing`);
      else for (const f of req) if (c[blk][f] === undefined) err(id, `case.${blk}.${f} missing`);
    }
    for (const [blk, v] of Object.entries(c)) {
      const rule = SCHEMA[blk];
      if (!rule) continue;
      if (rule.t === 'statements') {
        if (!Array.isArray(v) || v.length > 20) {
          err(id, 'case.statements not an array of <= 20');
          continue;
        }
        v.forEach((s, i) => {
          for (const k of Object.keys(s))
            if (!['source', 'text'].includes(k))
              err(id, `unknown field case.statements[${i}].${k}`);
          checkField(
            id,
            `case.statements[${i}].source`,
            {
              t: 'enum',
              v: ['employee', 'witness', 'clinician', 'employer', 'injury_report'],
            },
            s.source,
          );
          checkField(id, `case.statements[${i}].text`, str(8000, 1), s.text);
        });
        continue;
      }
      if (typeof v !== 'object' || Array.isArray(v)) {
        err(id, `case.${blk} not an object`);
        continue;
      }
      for (const [k, val] of Object.entries(v)) {
        if (!(k in rule)) err(id, `unknown field case.${blk}.${k}`);
        else checkField(id, `case.${blk}.${k}`, rule[k], val);
      }
    }
    for (const [p, d] of [
      ['incident.incident_date', c.incident?.incident_date],
      ['prior_condition.prior_incident_date', c.prior_condition?.prior_incident_date],
    ]) {
      if (d && !/^202[56]-/.test(d)) err(id, `${p} ${d} not in 2025-2026`);
    }
    // crude identifier scan on all free text: emails, phone numbers, SSNs, honorific + capitalised name
    const text = JSON.stringify(c);
    if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(text)) err(id, 'looks like an email address');
    if (/\b\d{3}-\d{2}-\d{4}\b/.test(text)) err(id, 'looks like an SSN');
    if (/\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/.test(text)) err(id, 'looks like a phone number');
    if (/\b(Mr|Mrs|Ms|Dr)\.? [A-Z][a-z]+/.test(text)) err(id, 'looks like a personal name');
  }

  const TOPICS = [
    'first_aid',
    'medical_treatment',
    'days_away',
    'restriction',
    'loss_of_consciousness',
    'significant',
    'work_environment',
    'exception',
    'preexisting',
    'travel',
    'home',
    'recurrence',
    'needlestick',
    'medical_removal',
    'hearing',
    'tb',
    'not_injury',
  ];
  const CRIT = [
    'medical_treatment',
    'days_away',
    'restricted',
    'transfer',
    'loss_of_consciousness',
    'death',
    'significant_diagnosis',
    'needlestick',
    'medical_removal',
    'hearing_loss',
    'tb',
  ];
  const EXC = /^1904\.5\(b\)\(2\)\((i|ii|iii|iv|v|vi|vii|viii|ix)\)$/;

  return { checkCase, TOPICS, CRIT, EXC };
}
