/** The printable 300A in headless Chromium (Debian's package): it renders and prints on one page. */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { buildLog } from '../../src/recordkeeping/build.ts';
import { decision, establishment } from './helpers.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** PDF page objects (`/Type /Page`, not `/Pages`). */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('the 300A summary renders its totals and prints on one page', {
  skip: existsSync(CHROMIUM)
    ? false
    : `no ${CHROMIUM}: install Debian's chromium package to run this test`,
}, async (t) => {
  const profile = await mkdtemp(join(tmpdir(), 'ohds-chromium-'));
  t.after(() => rm(profile, { recursive: true, force: true }));
  const long = 'A very long establishment name for a synthetic test plant that wraps'.slice(0, 100);
  const r = buildLog({
    establishment: establishment({
      establishment_name: long,
      industry_description: 'Machine shops '.repeat(20).trim(),
    }),
    cases: ['a', 'b', 'c', 'pending'].map((case_id) => ({ case_id, case: null, analysis: null })),
    decisions: [
      decision('a', { column: 'H', days_away: 12 }),
      decision('b', { column: 'I', days_restricted: 5, case_type: 'skin_disorder' }),
      decision('c'),
    ],
  });
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
  });
  t.after(() => browser.close());
  const page = await browser.newPage();
  await page.setContent(r.documents.summary_300a_html, { waitUntil: 'load' });
  assert.match(await page.title(), /OSHA 300A summary 2025/);
  const text = (await page.locator('body').textContent()) ?? '';
  assert.match(text, /12\s*\(K\) Total days away from work/);
  assert.match(text, /1\s*\(M2\) Skin disorders/);
  assert.match(text, /Total recordable case rate \(G\+H\+I\+J\)\s*6\.00/);
  assert.match(text, /1 case is pending review/);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
  assert.equal(pageCount(pdf), 1);
});
