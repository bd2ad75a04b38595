import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  auroc,
  type CardOutcome,
  evaluateNudge,
  renderNudgeReport,
} from '../../src/nudge/evaluate.ts';

const outcome = (
  id: string,
  expected: boolean,
  predicted: boolean,
  over: Partial<CardOutcome> = {},
): CardOutcome => ({
  id,
  category: 'sleep',
  kind: 'question',
  rule: expected ? 'asked-answered' : 'open-partial',
  answerType: 'yes_no',
  safety: false,
  expected,
  predicted,
  ...over,
});

describe('evaluateNudge', () => {
  const outcomes = [
    outcome('w/1', true, true),
    outcome('w/2', true, false),
    outcome('w/3', false, true),
    outcome('w/4', false, false),
    outcome('w/5', false, false, { kind: 'action', rule: 'open-safety', safety: true }),
  ];
  const report = evaluateNudge(outcomes);

  it('counts accuracy, the false-resolution rate over the cards that should stay open, and missed resolutions', () => {
    assert.deepEqual(report.accuracy, { correct: 3, total: 5 });
    assert.deepEqual(report.falseResolution, { correct: 1, total: 3 });
    assert.deepEqual(report.missedResolution, { correct: 1, total: 2 });
  });

  it('checks that every safety card stayed open', () => {
    assert.deepEqual(report.safety, { correct: 1, total: 1 });
    const broken = evaluateNudge([outcome('w/6', false, true, { safety: true })]);
    assert.match(renderNudgeReport('x', broken), /Safety cards left open.*FAIL/);
  });

  it('breaks accuracy down by card kind, label rule and answer type', () => {
    assert.deepEqual(report.byKind, {
      action: { correct: 1, total: 1 },
      question: { correct: 2, total: 4 },
    });
    assert.deepEqual(report.byRule['open-partial'], { correct: 1, total: 2 });
    assert.deepEqual(Object.keys(report.byAnswerType), ['yes_no']);
  });

  it('renders the report as markdown tables', () => {
    const text = renderNudgeReport('dev (1 window)', report);
    assert.match(text, /^### dev \(1 window\)/);
    assert.match(
      text,
      /\| False-resolution rate \(resolved, should stay open\) \| 33\.3% \(1\/3\) \|/,
    );
    assert.match(text, /\| Card kind \| Accuracy \|/);
  });
});

describe('confidence measures', () => {
  it('computes AUROC by pairs, ties counting half, and null when a class is missing', () => {
    assert.equal(
      auroc([
        { score: 0.9, positive: true },
        { score: 0.1, positive: false },
      ]),
      1,
    );
    assert.equal(
      auroc([
        { score: 0.2, positive: true },
        { score: 0.8, positive: false },
      ]),
      0,
    );
    assert.equal(
      auroc([
        { score: 0.5, positive: true },
        { score: 0.5, positive: false },
      ]),
      0.5,
    );
    assert.equal(auroc([{ score: 0.5, positive: true }]), null);
  });

  it('scores P(resolved) from the verdict and its confidence: Brier, AUROC and accuracy by confidence level', () => {
    const report = evaluateNudge([
      outcome('c/1', true, true, { confidence: 0.9 }), // P(resolved) 0.9
      outcome('c/2', false, false, { confidence: 0.8 }), // 0.2
      outcome('c/3', false, true, { confidence: 0.6 }), // 0.6, wrong
    ]);
    assert.equal(report.auroc, 1);
    assert.ok(Math.abs(report.brier! - (0.01 + 0.04 + 0.36) / 3) < 1e-9);
    assert.deepEqual(report.byConfidence['>= 0.7'], { correct: 2, total: 2 });
    assert.deepEqual(report.byConfidence['>= 0.5'], { correct: 2, total: 3 });
    assert.match(renderNudgeReport('x', report), /Confidence AUROC .* \| 1\.000 \|/);
  });

  it('leaves the confidence measures out when the verdicts carry none', () => {
    const report = evaluateNudge([outcome('n/1', true, true)]);
    assert.equal(report.auroc, null);
    assert.equal(report.brier, null);
    assert.doesNotMatch(renderNudgeReport('x', report), /AUROC/);
  });
});
