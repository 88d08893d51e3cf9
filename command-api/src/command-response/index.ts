import { type JsonReply, okBody, sendReply } from '@exam/platform';
import type { Response } from 'express';

export const EVENT_POSITION_HEADER = 'X-Event-Position';

export type CommandOutcome<Data> = {
  data: Data;
  /** The spec's success text, shown by the admin screens as it comes. */
  message: string;
  /** Global position of the last event written; the client passes it back as X-Min-Position. */
  position: number;
  /** 202: accepted, the rest follows (a job completes it). */
  status?: 200 | 201 | 202;
};

/** Every command answers `{ success, data, message, position }` and repeats the position in a header. */
export const commandOutcomeReply = <Data>(outcome: CommandOutcome<Data>): JsonReply => ({
  status: outcome.status ?? 200,
  headers: { [EVENT_POSITION_HEADER]: String(outcome.position) },
  body: okBody(outcome.data, outcome.message, { position: outcome.position }),
});

export const sendCommandOutcome = <Data>(res: Response, outcome: CommandOutcome<Data>): void =>
  sendReply(res, commandOutcomeReply(outcome));
