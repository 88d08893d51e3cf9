import { describe, expect, it } from 'vitest';
import { SIGN_IN_RECORD_INTERVAL_MS } from './decide.js';
import {
  claims,
  expectRejected,
  given,
  registered,
  SIGNED_IN_AT,
  SUB,
  signedIn,
  sync,
} from './test-support/given-when-then.js';

const later = (ms: number) => new Date(Date.parse(SIGNED_IN_AT) + ms).toISOString();

describe('SyncUserFromClaims', () => {
  it('given a new subject, when synced, then the user is registered from the claims and signed in', () => {
    expect(given().when(sync(claims({ name: '山田 太郎', phoneNumber: '+819012345678' })))).toEqual([
      {
        type: 'UserRegistered',
        data: {
          userId: SUB,
          username: 'learner',
          email: 'learner@example.com',
          name: '山田 太郎',
          phoneNumber: '+819012345678',
          isAdmin: false,
        },
      },
      signedIn(),
    ]);
  });

  it('given a new subject whose e-mail is a bootstrap administrator, when synced, then it is registered as an administrator', () => {
    const [registration] = given().when(sync(claims(), { isBootstrapAdmin: true }));
    expect(registration).toMatchObject({ type: 'UserRegistered', data: { isAdmin: true } });
  });

  it('given a known user, when synced with the same claims within the hour, then nothing is recorded', () => {
    expect(given(registered(), signedIn()).when(sync(claims(), { signedInAt: later(60_000) }))).toEqual([]);
  });

  it('given a known user, when synced an hour later, then only the sign-in is recorded', () => {
    expect(
      given(registered(), signedIn()).when(sync(claims(), { signedInAt: later(SIGN_IN_RECORD_INTERVAL_MS) })),
    ).toEqual([signedIn(later(SIGN_IN_RECORD_INTERVAL_MS))]);
  });

  it('given a known user, when the e-mail and a profile claim changed, then only the changed fields are synced', () => {
    const changed = claims({ email: 'new@example.com', givenName: '太郎' });
    expect(given(registered(), signedIn()).when(sync(changed))).toEqual([
      { type: 'UserProfileSynced', data: { userId: SUB, email: 'new@example.com', givenName: '太郎' } },
    ]);
  });

  it('given a user who set a name, when the token carries no name claim, then the name is kept', () => {
    const history = [
      registered(),
      signedIn(),
      { type: 'UserProfileUpdated' as const, data: { userId: SUB, updatedBy: SUB, name: '自分で設定' } },
    ];
    expect(given(...history).when(sync(claims()))).toEqual([]);
  });

  it('given a known learner whose e-mail became a bootstrap address, when synced, then the role is not changed', () => {
    expect(given(registered(), signedIn()).when(sync(claims(), { isBootstrapAdmin: true }))).toEqual([]);
  });

  it('given a deleted user, when synced, then 403 and the user stays deleted', () => {
    const history = [
      registered(),
      { type: 'UserDeleted' as const, data: { userId: SUB, deletedBy: 'admin' } },
    ];
    expectRejected(() => given(...history).when(sync()), {
      status: 403,
      code: 'USER_DELETED',
      message: 'このアカウントは削除されています',
    });
  });
});
