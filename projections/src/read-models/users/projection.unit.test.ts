import type { UserEvent } from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../test-support/apply-events.js';
import { usersProjection } from './projection.js';
import { USERS, type UserDocument } from './types.js';

/** A log of user events, positions from 1, one minute apart. */
const userLog = () => {
  const events: RecordedEvent[] = [];
  const base = Date.parse('2025-01-01T00:00:00.000Z');
  const atOf = (position: number) => new Date(base + position * 60_000).toISOString();
  const record = (event: UserEvent) => {
    const position = events.length + 1;
    events.push({
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type: event.type,
      data: event.data,
      metadata: { at: atOf(position) },
      streamName: `user-${event.data.userId}`,
      revision: events.filter((known) => known.streamName === `user-${event.data.userId}`).length,
      position,
    });
  };
  return { events, record, atOf };
};

const registered = (
  userId: string,
  overrides: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {},
): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, username: `user-${userId}`, email: `${userId}@example.com`, isAdmin: false, ...overrides },
});

describe('usersProjection', () => {
  it('given a registered user, then a row with empty profile fields exists and admins and the user are told', async () => {
    const log = userLog();
    log.record(registered('u1', { name: '山田 太郎' }));

    const { store, notifications } = await applyEvents([usersProjection], log.events);

    expect(store.all<UserDocument>(USERS)).toEqual([
      {
        id: 'u1',
        username: 'user-u1',
        email: 'u1@example.com',
        isAdmin: false,
        phoneNumber: null,
        name: '山田 太郎',
        familyName: null,
        givenName: null,
        createdAt: log.atOf(1),
        updatedAt: log.atOf(1),
        lastLogin: null,
        deleted: false,
        _position: 1,
      },
    ]);
    expect(notifications).toEqual([
      {
        event: 'invalidate',
        payload: {
          tags: [
            { type: 'User', id: 'u1' },
            { type: 'User', id: 'LIST' },
          ],
          position: 1,
        },
        rooms: ['admins', 'user:u1'],
      },
    ]);
  });

  it('given syncs, updates, a role change and a sign-in, then the row has the latest of each', async () => {
    const log = userLog();
    log.record(registered('u1'));
    log.record({ type: 'UserSignedIn', data: { userId: 'u1', at: '2025-02-01T10:00:00.000Z' } });
    log.record({
      type: 'UserProfileSynced',
      data: { userId: 'u1', email: 'new@example.com', givenName: '太郎' },
    });
    log.record({
      type: 'UserProfileUpdated',
      data: { userId: 'u1', updatedBy: 'u1', phoneNumber: '0312345678', givenName: null },
    });
    log.record({ type: 'UserRoleChanged', data: { userId: 'u1', isAdmin: true, changedBy: 'boss' } });

    const { store } = await applyEvents([usersProjection], log.events);

    expect(store.all<UserDocument>(USERS)[0]).toMatchObject({
      username: 'user-u1',
      email: 'new@example.com',
      givenName: null,
      phoneNumber: '0312345678',
      isAdmin: true,
      lastLogin: '2025-02-01T10:00:00.000Z',
      createdAt: log.atOf(1),
      updatedAt: log.atOf(5),
      deleted: false,
    });
  });

  it('given a deleted user, then the row stays, marked deleted', async () => {
    const log = userLog();
    log.record(registered('u1'));
    log.record(registered('u2'));
    log.record({ type: 'UserDeleted', data: { userId: 'u1', deletedBy: 'boss' } });

    const { store } = await applyEvents([usersProjection], log.events);

    expect(store.all<UserDocument>(USERS).map(({ id, deleted }) => ({ id, deleted }))).toEqual([
      { id: 'u1', deleted: true },
      { id: 'u2', deleted: false },
    ]);
  });

  it('given the same events delivered twice in separate batches, then the row is as after one delivery', async () => {
    const log = userLog();
    log.record(registered('u1'));
    log.record({ type: 'UserRoleChanged', data: { userId: 'u1', isAdmin: true, changedBy: 'boss' } });
    const once = await applyEvents([usersProjection], log.events);
    const twice = await applyEvents([usersProjection], log.events, { store: once.store, batchSize: 1 });
    expect(twice.store.all<UserDocument>(USERS)).toEqual(once.store.all<UserDocument>(USERS));
  });
});
