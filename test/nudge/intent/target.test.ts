import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../../src/language/index.ts';
import type { Target, TargetSlot } from '../../../src/nudge/intent/index.ts';
import { readTarget, targetConflicts, topicsIn } from '../../../src/nudge/intent/index.ts';

const target = (over: Partial<Target> = {}): Target => ({
  topic: [],
  context: [],
  side: null,
  body_site: null,
  time: null,
  setting: null,
  ...over,
});

describe('readTarget on transcript text', () => {
  const cases: Array<[string, string, Partial<Target>]> = [
    ['a side next to its site', 'yeah the left knee is worse', { side: 'left', body_site: 'knee' }],
    [
      'a side after its site',
      'its the wrist on the right mostly',
      { side: 'right', body_site: 'wrist' },
    ],
    ['"the right side" with no site', 'it pulls on the right side', { side: 'right' }],
    ['"right now" as no side', 'right now its about a six', { side: null, time: 'current' }],
    ['"that\'s right" as no side', "that's right, all right", { side: null }],
    [
      'both hands',
      'it happens in both hands at night',
      { side: 'both', body_site: 'hand', context: ['night'] },
    ],
    [
      'left and right together as both',
      'the right wrist and the left wrist',
      { side: 'both', body_site: 'wrist' },
    ],
    [
      '"come back" as no body site',
      'come back in two weeks and we will recheck',
      { body_site: null, topic: ['follow_up'] },
    ],
    [
      '"back to work" as no body site',
      'i went back to work on monday',
      { body_site: null, topic: ['return_to_work'] },
    ],
    [
      'the low back as a site',
      'my lower back hurts when i bend',
      { body_site: 'back', topic: ['pain'] },
    ],
    ['"keep an eye on it" as no site', 'we will keep an eye on it', { body_site: null }],
    [
      'a prior injury',
      'i hurt the same shoulder years ago',
      { time: 'prior', body_site: 'shoulder' },
    ],
    [
      'home, not the home exercise program',
      'i do the home exercise program at home',
      { setting: 'home', topic: ['exercise'] },
    ],
    ['work and home together as neither', 'it started at work or maybe at home', { setting: null }],
    [
      'lay words for a topic',
      'i smoke about half a pack a day, sometimes vape',
      { topic: ['tobacco'] },
    ],
    [
      'a circumstance with an activity',
      'it hurts with lifting',
      { context: ['activity'], topic: ['pain', 'lifting'] },
    ],
  ];
  for (const [name, text, expected] of cases) {
    it(`reads ${name}`, () => {
      const { target: t } = readTarget(analyze(text));
      for (const [slot, value] of Object.entries(expected))
        assert.deepEqual(t[slot as keyof Target], value, slot);
    });
  }

  it('reads only the span asked for, and leaves out excluded spans', () => {
    const doc = analyze('my knee is fine but the shoulder hurts');
    assert.equal(readTarget(doc, { tokenStart: 0, tokenEnd: 4 }).target.body_site, 'knee');
    assert.equal(
      readTarget(doc, undefined, [{ tokenStart: 0, tokenEnd: 4 }]).target.body_site,
      'shoulder',
    );
  });

  it('lists the topics of a text in order, each once', () => {
    assert.deepEqual(topicsIn(analyze('the pain wakes me up, pain pills help me sleep')), [
      'pain',
      'waking',
      'medication',
      'sleep',
    ]);
  });
});

describe('targetConflicts', () => {
  const cases: Array<[string, Partial<Target>, Partial<Target>, TargetSlot[]]> = [
    ['the other side', { side: 'right' }, { side: 'left' }, ['side']],
    ['both sides in the window', { side: 'right' }, { side: 'both' }, []],
    ['a near site', { body_site: 'wrist' }, { body_site: 'hand' }, []],
    ['another site', { body_site: 'wrist' }, { body_site: 'knee' }, ['body_site']],
    ['the prior injury for the current one', { time: 'current' }, { time: 'prior' }, ['time']],
    ['home for work', { setting: 'work' }, { setting: 'home' }, ['setting']],
    ['daytime pain for night pain', { context: ['night'] }, { context: ['daytime'] }, ['context']],
    [
      'a window naming both day and night',
      { context: ['night'] },
      { context: ['daytime', 'night'] },
      [],
    ],
    [
      'pain with lifting for pain at rest',
      { context: ['rest'] },
      { context: ['activity'] },
      ['context'],
    ],
    ['empty slots', { side: 'left', body_site: 'knee', time: 'prior' }, {}, []],
  ];
  for (const [name, card, seen, expected] of cases)
    it(`reports ${name}`, () =>
      assert.deepEqual(targetConflicts(target(card), target(seen)), expected));
});
