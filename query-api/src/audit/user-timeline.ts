import type { UserEvent } from '@exam/domain';
import type { TimelineEntry } from '@exam/domain/schemas';
import type { RecordedEvent } from '@exam/platform';
import type { PurchaseDocument } from '@exam/projections';
import { accessEnd, actorNamed, type Names } from './access-end.js';

const USER_ENTRY = {
  UserRegistered: 'registered',
  UserProfileSynced: 'profileSynced',
  UserProfileUpdated: 'profileUpdated',
  UserRoleChanged: 'roleChanged',
  UserSignedIn: 'signedIn',
  UserSignedOut: 'signedOut',
  UserDeleted: 'userDeleted',
  // The language switch is a change of the user's own profile: one more field of it.
  UserLanguageChosen: 'profileUpdated',
  UserTimeZoneChosen: 'profileUpdated',
} as const satisfies Record<UserEvent['type'], TimelineEntry['type']>;

/** Who acted on the user's own stream: an administrator for updates, role changes and deletion, else the user. */
const actorIdOf = (event: UserEvent): string => {
  switch (event.type) {
    case 'UserProfileUpdated':
      return event.data.updatedBy;
    case 'UserRoleChanged':
      return event.data.changedBy;
    case 'UserDeleted':
      return event.data.deletedBy;
    default:
      return event.data.userId;
  }
};

/** Details without the profile's personal fields beyond which ones changed (names of fields, not values). */
const detailsOf = (event: UserEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'UserRegistered':
      return { username: event.data.username, isAdmin: event.data.isAdmin };
    case 'UserRoleChanged':
      return { isAdmin: event.data.isAdmin };
    case 'UserProfileSynced':
    case 'UserProfileUpdated':
      return { fields: Object.keys(event.data).filter((key) => !['userId', 'updatedBy'].includes(key)) };
    case 'UserLanguageChosen':
      return { fields: ['language'], language: event.data.language };
    case 'UserTimeZoneChosen':
      return { fields: ['timeZone'], timeZone: event.data.timeZone };
    default:
      return {};
  }
};

/**
 * One learner's story (issue 15 support view): their own stream (registration, profile and role changes,
 * sign-ins, deletion) merged with the grants they received (payments and redeemed codes) and the ends of those
 * grants, ordered by time, then log position.
 */
export function userTimeline(
  history: ReadonlyArray<RecordedEvent>,
  grants: ReadonlyArray<PurchaseDocument>,
  nameOf: Names,
  now: Date,
): TimelineEntry[] {
  const actor = actorNamed(nameOf);
  const entries: TimelineEntry[] = history.map((recorded) => {
    const event = recorded as unknown as UserEvent;
    return {
      type: USER_ENTRY[event.type],
      at:
        event.type === 'UserSignedIn' || event.type === 'UserSignedOut'
          ? event.data.at
          : (recorded.metadata.at ?? ''),
      position: recorded.position,
      // Who asked (the administrator or operator who created or changed the user), else the user.
      actor: actor(recorded.metadata.userId ?? actorIdOf(event)),
      details: detailsOf(event),
    };
  });
  for (const grant of grants) {
    const details = { questionSetId: grant.questionSetId, expiresAt: grant.expiryDate };
    entries.push(
      grant.source === 'redeem'
        ? {
            type: 'redeemed',
            at: grant.purchaseDate,
            position: grant._position ?? null,
            actor: actor(grant.userId),
            details: { ...details, code: grant.code },
          }
        : {
            type: 'paid',
            at: grant.purchaseDate,
            position: grant._position ?? null,
            actor: actor(grant.userId),
            details: {
              ...details,
              purchaseId: grant.id,
              paymentIntentId: grant.paymentIntentId,
              amount: grant.amount,
              currency: grant.currency,
              paymentMethod: grant.paymentMethod,
            },
          },
      accessEnd({ expiresAt: grant.expiryDate, questionSetId: grant.questionSetId }, now),
    );
  }
  return entries.sort(
    (a, b) => a.at.localeCompare(b.at) || (a.position ?? Infinity) - (b.position ?? Infinity),
  );
}
