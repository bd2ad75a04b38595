/**
 * The general rules on SYNTHETIC probe windows (probes.ts: written from the spec's rules, not copied from
 * eval/nudge): one probe per rule, through the whole check, so a rule that only worked for dev wording shows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkResolution } from '../../src/nudge/check.ts';
import { rulesModel } from './models.ts';
import { PROBES } from './probes.ts';

describe('the nudge check on synthetic probes of each general rule', () => {
  for (const p of PROBES) {
    const request = {
      active_nudges: p.cards.map(([card_id, category, body]) => ({ card_id, category, body })),
      transcript_window: p.turns.map(([speaker, text], i) => ({
        segment_id: `${p.id}-${i + 1}`,
        speaker,
        text,
        started_at_ms: i * 1000,
        ended_at_ms: i * 1000 + 900,
      })),
    };
    p.cards.forEach(([id, , , resolved], i) => {
      it(`${p.id}/${id}: ${p.rule} (${resolved ? 'resolved' : 'open'})`, async () => {
        const verdict = (await checkResolution(request, rulesModel)).resolutions[i]!;
        assert.equal(verdict.resolved, resolved);
        if (resolved) assert.match(verdict.reason ?? '', new RegExp(`${p.id}-\\d`));
      });
    });
  }
});
