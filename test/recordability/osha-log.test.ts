import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRulesClient } from '../../src/model/rules.ts';
import { oshaLogExtras } from '../../src/recordability/osha-log.ts';
import { readCase } from '../../src/recordability/read/index.ts';
import type { RecordabilityCase } from '../../src/recordability/schema.ts';
import { makeCase } from './helpers.ts';

const rules = createRulesClient();

async function extras(c: RecordabilityCase) {
  return oshaLogExtras(c, await readCase(c, rules), {});
}

test('the OSHA 300 column is the most serious outcome', async () => {
  const cases: Array<[RecordabilityCase['work_status'], string]> = [
    [{ fatality: true, days_away: 3 }, 'death'],
    [{ days_away: 3, restricted_duty: true }, 'days_away'],
    [{ restricted_duty: true }, 'job_transfer_or_restriction'],
    [{ job_transfer: true }, 'job_transfer_or_restriction'],
    [{ days_away: 0 }, 'other_recordable_case'],
  ];
  for (const [ws, want] of cases)
    assert.equal(
      (await extras({ ...makeCase('At work.', 'Cut.'), work_status: ws })).column.value,
      want,
      JSON.stringify(ws),
    );
});

test('days away are capped at 180', async () => {
  const cases: Array<[number, number, boolean]> = [
    [0, 0, false],
    [12, 12, false],
    [180, 180, false],
    [240, 180, true],
  ];
  for (const [days, record, capped] of cases) {
    const d = (
      await extras({ ...makeCase('At work.', 'Back strain.'), work_status: { days_away: days } })
    ).days_away;
    assert.deepEqual([d.to_record, d.capped], [record, capped], String(days));
  }
});

test('the 1904.39 clock is 8 hours for a fatality and 24 for hospitalization, amputation or eye loss', async () => {
  const cases: Array<[string, RecordabilityCase['work_status'], number | null]> = [
    ['Crushed by a press.', { fatality: true }, 8],
    ['Fingertip amputation in the press.', {}, 24],
    ['Admitted to the hospital overnight for a crush injury.', {}, 24],
    ['Lost an eye when struck by a fragment.', {}, 24],
    ['Treated in the emergency department and released; not admitted to the hospital.', {}, null],
    ['Admitted to the hospital overnight for observation only; tests were normal.', {}, null],
    ['Cut on the hand.', {}, null],
  ];
  for (const [injury, ws, hours] of cases)
    assert.equal(
      (await extras({ ...makeCase('At work.', injury), work_status: ws })).reporting.deadline_hours,
      hours,
      injury,
    );
});

test('privacy concern cases follow the closed list of 1904.29(b)(7)', async () => {
  const cases: Array<[string, string, 'yes' | 'no' | 'unsure']> = [
    ['Struck by a falling box.', 'Contusion to the groin.', 'yes'],
    ['Stuck by a used needle after drawing blood from a patient.', 'Puncture of the thumb.', 'yes'],
    ['Robbery at the branch.', 'Post-traumatic stress disorder.', 'yes'],
    ['Cut on a sheet metal edge.', 'Laceration of the forearm.', 'no'],
    ['Exposure to a solvent.', 'Dermatitis of the hands.', 'unsure'],
  ];
  for (const [incident, injury, flag] of cases)
    assert.equal((await extras(makeCase(incident, injury))).privacy_case.flag, flag, injury);
});

test('injury or illness, with the illness column', async () => {
  const cases: Array<[string, string, string | null]> = [
    ['Laceration of the forearm.', 'injury', null],
    ['Contact dermatitis of both hands from a cleaning solvent.', 'illness', 'skin_disorder'],
    ['Standard threshold shift of 12 dB; hearing loss.', 'illness', 'hearing_loss'],
  ];
  for (const [injury, type, column] of cases) {
    const c = (
      await extras({
        ...makeCase('At work.', injury),
        injury: { description: injury, onset_type: type === 'illness' ? 'gradual' : 'acute' },
      })
    ).case_type;
    assert.deepEqual([c.value, c.illness_column], [type, column], injury);
  }
});
