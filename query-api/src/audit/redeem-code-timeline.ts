import type { RedeemCodeEvent } from '@exam/domain';
import type { TimelineEntry } from '@exam/domain/schemas';
import type { RecordedEvent } from '@exam/platform';
import { accessEnd, actorNamed, type Names } from './access-end.js';

/** The code's events in log order, then its access expiry (past: expired; future: expires). */
export function redeemCodeTimeline(
  history: ReadonlyArray<RecordedEvent>,
  nameOf: Names,
  now: Date,
): TimelineEntry[] {
  const actor = actorNamed(nameOf);
  const entries: TimelineEntry[] = [];
  for (const recorded of history) {
    const event = recorded as unknown as RedeemCodeEvent & { metadata: RecordedEvent['metadata'] };
    const at = recorded.metadata.at ?? '';
    const base = { at, position: recorded.position };
    switch (event.type) {
      case 'RedeemCodeGenerated':
        entries.push({
          ...base,
          type: 'generated',
          actor: actor(event.data.createdBy),
          details: { questionSetId: event.data.questionSetId, validityDays: event.data.validityDays },
        });
        break;
      case 'RedeemCodeSetFixed':
        entries.push({
          ...base,
          type: 'reassociated',
          actor: actor(event.data.fixedBy),
          details: { from: event.data.previousQuestionSetId, to: event.data.questionSetId },
        });
        break;
      case 'RedeemCodeRedeemed':
        entries.push({
          ...base,
          at: event.data.redeemedAt || at,
          type: 'redeemed',
          actor: actor(event.data.userId),
          details: {
            questionSetId: event.data.questionSetId,
            validityDays: event.data.validityDays,
            expiresAt: event.data.expiresAt,
          },
        });
        entries.push(accessEnd(event.data, now));
        break;
      case 'RedeemCodeDeleted':
        entries.push({
          ...base,
          type: 'deleted',
          actor: actor(event.data.deletedBy),
          details: { questionSetId: event.data.questionSetId },
        });
        break;
    }
  }
  return entries;
}
