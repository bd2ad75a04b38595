/**
 * The 300A summary as one printable HTML page (US Letter, landscape). Pure; no script, no external
 * resource. It carries the totals and establishment information of 1904.32(b)(2) and says what it lacks to
 * be an equivalent form by itself ((b)(2)(iii): OSHA's access and penalty statements, not held here).
 */
import type { Establishment } from './schema.ts';
import type { LogTotals, Rates } from './summary.ts';

const esc = (s: string | number) =>
  String(s).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const cell = (letter: string, label: string, value: number) =>
  `<td><div class="v">${esc(value)}</div><div class="l">(${letter}) ${esc(label)}</div></td>`;

const field = (label: string, value: string | number | undefined) =>
  `<tr><th>${esc(label)}</th><td>${value === undefined || value === '' ? '<span class="blank">not given</span>' : esc(value)}</td></tr>`;

const CSS = `@page{size:letter landscape;margin:0.4in}
*{box-sizing:border-box}body{font:10pt/1.3 system-ui,sans-serif;margin:0;color:#000}
h1{font-size:15pt;margin:0 0 2pt}h2{font-size:10.5pt;margin:8pt 0 3pt;border-bottom:1px solid #000}
.sub{margin:0 0 4pt}.grid{display:flex;gap:14pt}.grid>div{flex:1}
table{border-collapse:collapse;width:100%}.totals td{border:1px solid #000;text-align:center;padding:3pt;width:16.6%}
.v{font-size:14pt;font-weight:600}.l{font-size:8pt}.info th{text-align:left;font-weight:normal;width:45%;padding:1pt 4pt 1pt 0}
.info td{padding:1pt 0;border-bottom:1px dotted #888}.blank{color:#555;font-style:italic}
.sign td{border-bottom:1px solid #000;height:18pt;width:50%}.note{font-size:8pt;margin:3pt 0}`;

/** The printable 300A. `pending` cases are named as kept off the totals. */
export function renderSummaryHtml(
  est: Establishment,
  t: LogTotals,
  rates: Rates,
  pending: number,
): string {
  const rate = (r: number | null) => (r === null ? 'needs total hours worked' : r.toFixed(2));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>OSHA 300A summary ${esc(est.year)}: ${esc(est.establishment_name)}</title>
<style>${CSS}</style></head><body>
<h1>Summary of Work-Related Injuries and Illnesses, ${esc(est.year)}</h1>
<p class="sub">Totals of the OSHA 300 Log columns (29 CFR 1904.32(b)(2)(i)); zeros where there were no cases. Post from February 1 to April 30 of the following year (1904.32(b)(6)).</p>
<h2>Number of cases</h2>
<table class="totals"><tr>${cell('G', 'Total deaths', t.G)}${cell('H', 'Total cases with days away from work', t.H)}${cell('I', 'Total cases with job transfer or restriction', t.I)}${cell('J', 'Total other recordable cases', t.J)}${cell('K', 'Total days away from work', t.K)}${cell('L', 'Total days of job transfer or restriction', t.L)}</tr></table>
<h2>Injury and illness types</h2>
<table class="totals"><tr>${cell('M1', 'Injuries', t.M.injury)}${cell('M2', 'Skin disorders', t.M.skin_disorder)}${cell('M3', 'Respiratory conditions', t.M.respiratory_condition)}${cell('M4', 'Poisonings', t.M.poisoning)}${cell('M5', 'Hearing loss', t.M.hearing_loss)}${cell('M6', 'All other illnesses', t.M.all_other_illnesses)}</tr></table>
<div class="grid"><div>
<h2>Establishment information (1904.32(b)(2)(ii))</h2>
<table class="info">${field('Establishment name', est.establishment_name)}${field('Company name', est.company_name)}${field('Street', est.street_address)}${field('City, state, ZIP', `${est.city}, ${est.state} ${est.zip}`)}${field('Industry description', est.industry_description)}${field('NAICS code', est.naics_code)}${field('Annual average number of employees', est.annual_average_employees)}${field('Total hours worked by all employees last year', est.total_hours_worked)}</table>
<h2>Rates per 200,000 hours worked</h2>
<table class="info">${field('Total recordable case rate (G+H+I+J)', rate(rates.total_recordable_case_rate))}${field('DART rate (H+I)', rate(rates.dart_rate))}</table>
</div><div>
<h2>Certification (1904.32(b)(3)-(4))</h2>
<p class="note">A company executive certifies having examined the OSHA 300 Log and reasonably believing, from knowledge of how the information was recorded, that this summary is correct and complete.</p>
<table class="sign"><tr><td>Company executive</td><td>Title</td></tr><tr><td>Phone</td><td>Date</td></tr></table>
<h2>Before posting</h2>
<p class="note">${pending > 0 ? `${esc(pending)} case${pending === 1 ? ' is' : 's are'} pending review and not in these totals. ` : ''}Prepared by ohds from reviewer-confirmed decisions. 1904.32(b)(2)(iii): an equivalent form must also carry the employee access and employer penalty statements of OSHA's Form 300A, which ohds does not hold; post OSHA's Form 300A with these totals, or add those statements.</p>
</div></div>
</body></html>
`;
}
