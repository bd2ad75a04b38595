/** `checkResolution`: each card's intent, one judge call for all cards of a window, then the service's rules (judge.ts). */
import type { ModelClient } from '../model/port.ts';
import { readCardIntent } from './intent/index.ts';
import {
  buildJudgeUser,
  CHECK_TASK,
  interpretJudgeReply,
  JUDGE_SYSTEM,
  type JudgeInput,
  judgeReplySchema,
  verdictConfidence,
} from './judge.ts';
import { judgeOffline } from './offline-judge.ts';
import type { CheckResolutionInput, NudgeResolution } from './schema.ts';

export interface CheckResolutionResult {
  resolutions: NudgeResolution[];
}

/**
 * Decides which open cards the window satisfied: one verdict per card, in request order.
 * A failed model call propagates as the port's UpstreamError (502) or UpstreamTimeout (504).
 */
export async function checkResolution(
  request: CheckResolutionInput,
  model: ModelClient,
): Promise<CheckResolutionResult> {
  const { resolutions } = await checkResolutionDetailed(request, model);
  return { resolutions };
}

/**
 * `checkResolution` plus each verdict's confidence (0.5-1, same order; judge.ts `verdictConfidence`). Not part of
 * the spec's response: for review tools and the evaluation (AUROC, Brier).
 */
export async function checkResolutionDetailed(
  request: CheckResolutionInput,
  model: ModelClient,
): Promise<CheckResolutionResult & { confidence: number[] }> {
  const cards = request.active_nudges;
  const input: JudgeInput = {
    cards,
    intents: cards.map((card) => readCardIntent(card)),
    segments: request.transcript_window,
  };
  const reply = await model.generate({
    task: CHECK_TASK,
    system: JUDGE_SYSTEM,
    user: buildJudgeUser(input),
    schema: judgeReplySchema,
    input,
    offline: judgeOffline, // offline-judge.ts
  });
  const resolutions = interpretJudgeReply(input, reply);
  return { resolutions, confidence: verdictConfidence(input, reply, resolutions) };
}
