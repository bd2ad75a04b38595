import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PartFacts } from '../../../../src/recordability/facts/parts.ts';
import type { FactKey } from '../../../../src/recordability/facts/schema.ts';
import { readPartOffline } from '../../../../src/recordability/read/offline/index.ts';
import { caseTexts } from '../../../../src/recordability/read/verify.ts';
import { makeCase } from '../../helpers.ts';

function read(injury: string, statements: string[] = []): PartFacts {
  const c = makeCase(
    'Synthetic incident: the worker was hurt on the line.',
    injury,
    statements.length === 0
      ? {}
      : { statements: statements.map((text) => ({ source: 'clinician' as const, text })) },
  );
  const part = readPartOffline('treatment', c);
  const texts = caseTexts(c).map((t) => t.text);
  for (const value of Object.values(part.facts)) {
    for (const e of value!.evidence)
      assert.ok(
        texts.some((t) => t.includes(e.span)),
        `span not verbatim in the case: ${e.span}`,
      );
  }
  return part;
}

type Want = 'yes' | 'no' | 'unknown' | 'unread';
const factValue = (part: PartFacts, key: FactKey): Want => part.facts[key]?.value ?? 'unread';

test('the general recording criteria are read from everyday wording', () => {
  const cases: Array<[string, string, FactKey, Want]> = [
    // 1904.7(b)(2)
    ['a death', 'Synthetic fall; the worker died at the hospital the next day.', 'death', 'yes'],
    [
      "someone else's death",
      'Synthetic distraction after the death of his father last week.',
      'death',
      'unread',
    ],
    // 1904.7(b)(3)
    [
      'days off recommended',
      'Synthetic strain; the doctor took him off work for 3 days.',
      'days_away',
      'yes',
    ],
    [
      'days away in abbreviations',
      'Synthetic strain; out of work x2 wks per ortho.',
      'days_away',
      'yes',
    ],
    [
      'a professional keeps the employee off over the weekend ((b)(3)(v))',
      'Synthetic burn on a Friday; discharge note: no work Saturday or Sunday.',
      'days_away',
      'yes',
    ],
    [
      'sent home for the rest of the shift only ((b)(3)(i))',
      'Synthetic bruise; sent home for the rest of the shift and back the next day at full duty.',
      'days_away',
      'no',
    ],
    ['no lost time', 'Synthetic bruise; no lost time.', 'days_away', 'no'],
    [
      'weekend days named by their abbreviations ((b)(3)(v))',
      'Synthetic bruise on a Friday; clinic note: no work Sat or Sun, may return Mon.',
      'days_away',
      'yes',
    ],
    [
      'days named off by the clinician',
      'Synthetic hip bruise. ED note: off Tue and Wed, may return Thurs full duty.',
      'days_away',
      'yes',
    ],
    [
      'days the employee called off on his own after a return date',
      'Synthetic groin strain; the clinic said may return Tuesday full duty. He called off Tuesday on his own.',
      'days_away',
      'unread',
    ],
    [
      'his regular day off is not a day away',
      'Synthetic burn on Saturday, his day off, while helping at an open house.',
      'days_away',
      'unread',
    ],
    [
      'a feared outcome',
      'Synthetic bruise; told to stay home if the swelling gets worse.',
      'days_away',
      'unread',
    ],
    // 1904.7(b)(4)
    [
      'a lifting restriction',
      'Synthetic strain; no lifting over 20 lb for 10 days.',
      'restricted_work',
      'yes',
    ],
    ['light duty', 'Synthetic strain; light duty x 1 week.', 'restricted_work', 'yes'],
    [
      'a partial shift after the injury day ((b)(4)(v))',
      'Synthetic strain; worked 4-hour shifts for the next week.',
      'restricted_work',
      'yes',
    ],
    [
      'sent home part-way through the next shift ((b)(4)(i))',
      'Synthetic finger bruise. The next day he had trouble gripping the parts; the supervisor sent him home after 3 hrs.',
      'restricted_work',
      'yes',
    ],
    [
      'sent home part-way through a shift on a named later day ((b)(4)(i))',
      'Synthetic finger bruise. Wed he came in for his 8 hr shift but had trouble gripping; sent home after four hours.',
      'restricted_work',
      'yes',
    ],
    [
      'sent home part-way through the injury day ((b)(4)(iii))',
      'Synthetic finger bruise; the supervisor sent him home after 2 hours.',
      'restricted_work',
      'unread',
    ],
    [
      'a restriction recommended but not followed ((b)(4)(viii))',
      'Synthetic sprain; the clinic recommended no gripping tools for 5 days, which the worker ignored.',
      'restricted_work',
      'yes',
    ],
    [
      'the injury day only ((b)(4)(iii))',
      'Synthetic strain; restriction for the rest of the day only; next day full duty.',
      'restricted_work',
      'no',
    ],
    [
      'no restrictions',
      'Synthetic strain; released to return to work with no restrictions.',
      'restricted_work',
      'no',
    ],
    [
      'a restriction for today and tomorrow',
      'Synthetic strain; no lifting over 10 lb for the rest of today and tomorrow.',
      'restricted_work',
      'yes',
    ],
    [
      "someone else's earlier restriction",
      'Synthetic strain; was already on light duty for a prior shoulder injury.',
      'restricted_work',
      'unread',
    ],
    // 1904.7(b)(4)(ix)-(x)
    [
      'a transfer to another department',
      'Synthetic cut; transferred to the shipping department for 3 days.',
      'job_transfer',
      'yes',
    ],
    [
      'part of each day in another job',
      'Synthetic flash burn; starting the next day he spent the afternoons in the tool crib.',
      'job_transfer',
      'yes',
    ],
    // 1904.7(b)(6)
    [
      'fainting',
      'Synthetic scratch; the worker fainted at the sight of blood.',
      'loss_of_consciousness',
      'yes',
    ],
    [
      'an abbreviation',
      'Synthetic head strike, +LOC x 30 sec per witness.',
      'loss_of_consciousness',
      'yes',
    ],
    ['a denial', 'Synthetic head strike, denies LOC.', 'loss_of_consciousness', 'no'],
    [
      'not responding for a moment',
      'Synthetic fall from a step; a coworker found him on the floor, not responding for a few seconds.',
      'loss_of_consciousness',
      'yes',
    ],
    [
      'out for seconds, as a coworker reports it',
      'Synthetic solvent exposure; she collapsed. Coworker says she was out maybe 10-15 seconds.',
      'loss_of_consciousness',
      'yes',
    ],
    [
      'a wound not responding to treatment',
      'Synthetic cut; the infection is not responding to the cream.',
      'loss_of_consciousness',
      'unread',
    ],
    [
      'nearly fainting',
      'Synthetic heat stress; nearly fainted but did not lose consciousness.',
      'loss_of_consciousness',
      'no',
    ],
    [
      'a tooth knocked out',
      'Synthetic fall; a tooth was knocked out.',
      'loss_of_consciousness',
      'unread',
    ],
    [
      'someone else passing out',
      'Synthetic back strain; the resident passed out and the aide caught her.',
      'loss_of_consciousness',
      'unread',
    ],
  ];
  for (const [title, injury, key, want] of cases)
    assert.equal(factValue(read(injury), key), want, title);
});

test('a restriction from a task done less than weekly is not restricted work when the rest of the job was done (1904.7(b)(4)(ii), (iv))', () => {
  const part = read(
    'Synthetic bruise. The physician said she should not drive the forklift for two weeks. She drives it only once a month. She did all of her regular clerical duties and worked full shifts.',
  );
  assert.equal(factValue(part, 'restricted_work'), 'no');
  const weekly = read(
    'Synthetic strain. The physician told him not to climb ladders for ten days; he climbs them every week. He did his other tasks.',
  );
  assert.equal(factValue(weekly, 'restricted_work'), 'yes');
  const semester = read(
    'Synthetic knee strain. Restriction: do not run the floor scrubber x 2 wks (he only uses it at the end of each semester). Everything else ok, full shift.',
  );
  assert.equal(factValue(semester, 'restricted_work'), 'no');
});

test('a vague restriction clarified as every routine function and the full shift is not restricted work (1904.7(b)(4)(vii))', () => {
  const clarified = read(
    "Synthetic calf strain; note said 'light duty, take it easy'. The provider confirmed he can do every part of his usual job and work his full shift.",
  );
  assert.equal(factValue(clarified, 'restricted_work'), 'no');
  const unclarified = read(
    "Synthetic calf strain; note said 'light duty x 1 wk' and the provider could not be reached.",
  );
  assert.equal(factValue(unclarified, 'restricted_work'), 'yes');
});

test("a professional's recommended days away count even if the employee worked (1904.7(b)(3)(ii))", () => {
  const part = read('Synthetic groin strain; ice only.', ['Recommend off work for 2 days.']);
  assert.equal(factValue(part, 'days_away'), 'yes');
  assert.equal(part.days_away_count, 2);
});

test('calendar days away are counted when stated', () => {
  const cases: Array<[string, number | null]> = [
    ['Synthetic strain; off work 5 days per MD.', 5],
    ['Synthetic strain; no work for five days.', 5],
    ['Synthetic strain; out 2 wks.', 14],
    ['Synthetic strain; no work x3 days.', 3],
    ['Synthetic flash burn; the doctor kept him out Friday through Monday.', 4],
    ['Synthetic strain; off work until cleared.', null],
  ];
  for (const [injury, want] of cases) assert.equal(read(injury).days_away_count, want, injury);
});

test('a partial shift on a named weekday counts only when that weekday is after the injury day', () => {
  const partial = (incidentDate: string) => {
    const c = makeCase(
      'Synthetic incident: the worker caught a finger in a press.',
      'Synthetic bruise. Wed he came in but had trouble gripping; sent home after 4 hrs.',
      {},
    );
    c.incident.incident_date = incidentDate;
    return factValue(readPartOffline('treatment', c), 'restricted_work');
  };
  // 2026-03-24 is a Tuesday: Wednesday is the next day. 2026-03-25 is that Wednesday: the injury day.
  assert.equal(partial('2026-03-24'), 'yes');
  assert.equal(partial('2026-03-25'), 'unread');
});
