import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthUser, authSlice, type StoredSession } from '../../entities/session';
import type { AuthNotices } from './auth-controller';

// The provider and the backend are faked: these tests are about what the controller keeps and tells.
const renewTokens = vi.fn();
const fetchMe = vi.fn();
const revokeTokens = vi.fn();
vi.mock('./oidc-client', () => ({
  renewTokens: (...args: unknown[]) => renewTokens(...args),
  buildAuthorizationRequest: vi.fn(),
  exchangeCode: vi.fn(),
  revokeTokens: (...args: unknown[]) => revokeTokens(...args),
  endSessionUrl: vi.fn(async () => '/'),
}));
vi.mock('./fetch-me', async (original) => ({
  ...(await original<typeof import('./fetch-me')>()),
  fetchMe: (...args: unknown[]) => fetchMe(...args),
}));
vi.mock('../../shared/api/api', () => ({
  api: { util: { invalidateTags: () => ({ type: 'noop' }), resetApiState: () => ({ type: 'noop' }) } },
}));

const { AuthController } = await import('./auth-controller');
const storage = await import('../../entities/session');
const { UnauthorizedResponse } = await import('./fetch-me');

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const NOW = Date.parse('2025-06-01T00:00:00Z');
const user = (id: string): AuthUser => ({
  id,
  username: `user_${id}`,
  email: `${id}@example.com`,
  isAdmin: false,
});
const session = (userId: string, extra: Partial<StoredSession> = {}): StoredSession => ({
  userId,
  accessToken: `access-${userId}`,
  refreshToken: `refresh-${userId}`,
  expiresAt: NOW + 3_600_000,
  ...extra,
});

function setup(onSessionEnded?: () => Promise<void>) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  const notices = Object.fromEntries(
    [
      'signInError',
      'stateReset',
      'userSyncFailed',
      'loginExpired',
      'alreadySignedIn',
      'switched',
      'switchAlreadyActive',
      'switchFailed',
      'logoutFailed',
    ].map((name) => [name, vi.fn()]),
  ) as unknown as { [K in keyof AuthNotices]: ReturnType<typeof vi.fn> };
  const controller = new AuthController({
    dispatch: store.dispatch,
    getState: store.getState,
    notices,
    navigate: vi.fn(),
    assignLocation: vi.fn(),
    now: () => NOW,
    ...(onSessionEnded ? { onSessionEnded } : {}),
  });
  return { store, notices, controller };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', {
    dispatchEvent: vi.fn(),
    addEventListener: vi.fn(),
    location: { pathname: '/', search: '', assign: vi.fn() },
  });
  vi.useFakeTimers({ now: NOW });
  renewTokens.mockReset();
  fetchMe.mockReset();
  revokeTokens.mockReset();
  revokeTokens.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AuthController.restore', () => {
  it('given a stored live session, when the app starts, then the user is signed in from /users/me', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const { store, controller } = setup();
    await controller.restore();
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', accessToken: 'access-a' });
    expect(fetchMe).toHaveBeenCalledWith('access-a');
  });

  it('given auto-login turned off, when the app starts, then nobody is signed in but the tokens stay', async () => {
    storage.saveActiveSession(session('a'));
    storage.writeAccounts([
      { userId: 'a', username: 'user_a', lastLogin: new Date(NOW).toISOString(), autoLogin: false },
    ]);
    const { store, controller } = setup();
    await controller.restore();
    expect(store.getState().auth.status).toBe('unauthenticated');
    expect(storage.readActiveUserId()).toBeNull();
    expect(storage.readSession('a')?.refreshToken).toBe('refresh-a');
  });

  it('given an expired access token, when the app starts, then it is renewed with the refresh token', async () => {
    storage.saveActiveSession(session('a', { expiresAt: NOW - 1_000 }));
    renewTokens.mockResolvedValue({
      accessToken: 'renewed',
      refreshToken: 'refresh-2',
      expiresAt: NOW + 3_600_000,
    });
    fetchMe.mockResolvedValue(user('a'));
    const { store, controller } = setup();
    await controller.restore();
    expect(renewTokens).toHaveBeenCalledWith('refresh-a', expect.anything());
    expect(store.getState().auth.accessToken).toBe('renewed');
    expect(storage.readSession('a')?.refreshToken).toBe('refresh-2');
  });

  it('given a token the API refuses, when the app starts, then auth-expired is broadcast', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockRejectedValue(new UnauthorizedResponse());
    const { controller } = setup();
    await controller.restore();
    expect(window.dispatchEvent).toHaveBeenCalledTimes(1);
  });
});

describe('AuthController.restore with no connection (issue 26)', () => {
  it('given the app opens offline, then the stored learner stays signed in and is checked again once online', async () => {
    storage.saveActiveSession(session('a'));
    storage.writeAccounts([{ userId: 'a', username: 'user_a', lastLogin: new Date(NOW).toISOString() }]);
    fetchMe.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, controller } = setup();
    await controller.restore();
    expect(store.getState().auth).toMatchObject({
      status: 'authenticated',
      accessToken: 'access-a',
      user: { id: 'a', username: 'user_a' },
    });
    expect(storage.readSession('a')?.refreshToken).toBe('refresh-a');
    expect(window.addEventListener).toHaveBeenCalledWith('online', expect.any(Function), { once: true });
  });

  it('given the backend fails while the connection is up, then the session still ends as before', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockRejectedValue(new Error('users/me answered 500'));
    const { store, controller } = setup();
    await controller.restore();
    expect(store.getState().auth.status).toBe('unauthenticated');
    expect(storage.readActiveUserId()).toBeNull();
  });
});

describe('AuthController renewal', () => {
  it('given a signed-in session, when 60 s before expiry comes, then the token is renewed silently', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const { store, controller } = setup();
    await controller.restore();
    renewTokens.mockResolvedValue({
      accessToken: 'next',
      refreshToken: 'refresh-2',
      expiresAt: NOW + 7_200_000,
    });
    await vi.advanceTimersByTimeAsync(3_600_000 - 60_001);
    expect(renewTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(renewTokens).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.accessToken).toBe('next');
  });
});

describe('AuthController.switchAccount', () => {
  it('given a stored token for the target, when switching, then the target becomes active', async () => {
    storage.saveActiveSession(session('b'));
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValueOnce(user('a'));
    const { store, notices, controller } = setup();
    await controller.restore();
    renewTokens.mockResolvedValue({ accessToken: 'b-new', refreshToken: 'b-r2', expiresAt: NOW + 3_600_000 });
    fetchMe.mockResolvedValueOnce(user('b'));
    expect(await controller.switchAccount('b')).toBe(true);
    expect(store.getState().auth.user?.id).toBe('b');
    expect(storage.readActiveUserId()).toBe('b');
    expect(notices.switched).toHaveBeenCalledWith('user_b');
  });

  it('given a dead token for the target, when switching, then the previous account stays and the user is told', async () => {
    storage.saveActiveSession(session('b'));
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValueOnce(user('a'));
    const { store, notices, controller } = setup();
    await controller.restore();
    renewTokens.mockRejectedValue(new Error('invalid_grant'));
    expect(await controller.switchAccount('b')).toBe(false);
    expect(store.getState().auth.user?.id).toBe('a');
    expect(storage.readActiveUserId()).toBe('a');
    expect(storage.readSession('b')).toBeNull();
    expect(notices.switchFailed).toHaveBeenCalledTimes(1);
  });

  it('given the active account, when switching to it, then nothing changes', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const { notices, controller } = setup();
    await controller.restore();
    expect(await controller.switchAccount('a')).toBe(false);
    expect(notices.switchAlreadyActive).toHaveBeenCalledTimes(1);
    expect(renewTokens).not.toHaveBeenCalled();
  });
});

describe('AuthController.sessionExpired and signOut', () => {
  it('given a 401, then the token and the active user id are cleared', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const { store, controller } = setup();
    await controller.restore();
    controller.sessionExpired();
    expect(store.getState().auth.status).toBe('unauthenticated');
    expect(localStorage.getItem(storage.STORAGE_KEYS.token)).toBeNull();
    expect(storage.readActiveUserId()).toBeNull();
  });

  it('given a signed-in user, when logging out, then storage and the offline bundles are cleared and the browser leaves after 100 ms', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const assignLocation = vi.fn();
    const onSessionEnded = vi.fn(async () => undefined);
    const { store, controller } = setup();
    const withAssign = new AuthController({
      onSessionEnded,
      dispatch: store.dispatch,
      getState: store.getState,
      notices: {} as AuthNotices,
      navigate: vi.fn(),
      assignLocation,
      now: () => NOW,
    });
    await controller.restore();
    await withAssign.signOut();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.status).toBe('unauthenticated');
    expect(storage.readSession('a')).toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(assignLocation).toHaveBeenCalledWith('/');
  });

  it('given no connection, when logging out, then the offline bundles are dropped first, before the provider is asked', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const steps: string[] = [];
    revokeTokens.mockImplementation(async () => {
      steps.push('revoke');
      throw new TypeError('Failed to fetch');
    });
    const { notices, controller } = setup(async () => {
      steps.push('drop bundles');
    });
    await controller.restore();
    await controller.signOut();
    expect(steps).toEqual(['drop bundles', 'revoke']);
    expect(notices.logoutFailed).toHaveBeenCalledTimes(1);
  });

  it('given a 401, when the session expires, then the offline bundles are dropped', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const onSessionEnded = vi.fn(async () => undefined);
    const { controller } = setup(onSessionEnded);
    await controller.restore();
    expect(onSessionEnded).not.toHaveBeenCalled();
    await controller.sessionExpired();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('given an expired session the provider will not renew, when the app starts, then the bundles are dropped; offline they stay', async () => {
    storage.saveActiveSession(session('a', { expiresAt: NOW - 1 }));
    renewTokens.mockRejectedValue(new Error('invalid_grant'));
    const onSessionEnded = vi.fn(async () => undefined);
    const { store, controller } = setup(onSessionEnded);
    await controller.restore();
    expect(store.getState().auth.status).toBe('unauthenticated');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    storage.saveActiveSession(session('a', { expiresAt: NOW - 1 }));
    renewTokens.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = vi.fn(async () => undefined);
    await setup(offline).controller.restore();
    expect(offline).not.toHaveBeenCalled();
  });

  it('given dropping the bundles fails, then the sign-out still goes on', async () => {
    storage.saveActiveSession(session('a'));
    fetchMe.mockResolvedValue(user('a'));
    const { store, controller } = setup(async () => {
      throw new Error('IndexedDB is blocked');
    });
    await controller.restore();
    await controller.signOut();
    expect(store.getState().auth.status).toBe('unauthenticated');
  });
});
