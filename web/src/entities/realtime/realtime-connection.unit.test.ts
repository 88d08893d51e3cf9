import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/api';
import { COALESCE_WINDOW_MS } from './invalidation-coalescer';
import { NAMED_EVENTS } from './named-events';
import { RealtimeConnection } from './realtime-connection';
import { realtimeActions } from './realtime-slice';

/** Just enough of a socket.io client socket to drive the connection by hand. */
class FakeSocket {
  connected = false;
  connectCalls = 0;
  private handlers = new Map<string, (...args: unknown[]) => void>();
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, handler);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.(...args);
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
}

const setUp = () => {
  const socket = new FakeSocket();
  const dispatch = vi.fn();
  const notices = { authFailed: vi.fn(), homeContentUpdated: vi.fn() };
  const connection = new RealtimeConnection({
    dispatch,
    notices,
    policy: { initialDelayMs: 1000, maxDelayMs: 4000, maxAttempts: 3 },
    createSocket: () => socket as unknown as Socket,
    namedEvents: NAMED_EVENTS,
  });
  connection.start();
  return { socket, dispatch, notices, connection };
};

describe('RealtimeConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given an invalidate notification, when received, then the tags are invalidated in the cache', () => {
    const { socket, dispatch } = setUp();

    socket.emit('invalidate', { tags: [{ type: 'QuestionSet', id: 'LIST' }], position: 7 });
    vi.advanceTimersByTime(COALESCE_WINDOW_MS);

    expect(dispatch).toHaveBeenCalledWith(realtimeActions.positionSeen(7));
    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags([{ type: 'QuestionSet', id: 'LIST' }]));
  });

  it('given questionSet:accessUpdate, when received, then the set and its access are invalidated', () => {
    const { socket, dispatch } = setUp();

    socket.emit('questionSet:accessUpdate', { questionSetId: 's1', hasAccess: true });

    expect(dispatch).toHaveBeenCalledWith(
      api.util.invalidateTags([
        { type: 'QuestionSet', id: 's1' },
        { type: 'Access', id: 's1' },
        { type: 'QuestionSet', id: 'LIST' },
      ]),
    );
  });

  it('given connection errors, when they repeat, then retries back off and finally give up', () => {
    const { socket, dispatch } = setUp();
    expect(socket.connectCalls).toBe(1);

    socket.emit('connect_error', new Error('down'));
    expect(dispatch).toHaveBeenLastCalledWith(realtimeActions.connecting({ attempt: 1 }));
    vi.advanceTimersByTime(999);
    expect(socket.connectCalls).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);

    socket.emit('connect_error', new Error('down'));
    vi.advanceTimersByTime(2000);
    socket.emit('connect_error', new Error('down'));
    vi.advanceTimersByTime(4000);
    expect(socket.connectCalls).toBe(4);

    socket.emit('connect_error', new Error('down'));
    expect(dispatch).toHaveBeenLastCalledWith(realtimeActions.disconnected({ gaveUp: true }));
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(4);
  });

  it('given the server closes the connection, when disconnected, then auth failure is shown and no retry', () => {
    const { socket, dispatch, notices } = setUp();
    socket.emit('connect');

    socket.emit('disconnect', 'io server disconnect');

    expect(notices.authFailed).toHaveBeenCalledOnce();
    expect(dispatch).toHaveBeenLastCalledWith(realtimeActions.disconnected({ authFailed: true }));
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('given attempts were spent, when retried by hand, then it connects again from the first delay', () => {
    const { socket, dispatch, connection } = setUp();
    for (let i = 0; i < 4; i++) {
      socket.emit('connect_error', new Error('down'));
      vi.runOnlyPendingTimers();
    }

    connection.retry();
    socket.emit('connect');

    expect(dispatch).toHaveBeenLastCalledWith(realtimeActions.connected());
    socket.emit('disconnect', 'transport close');
    expect(dispatch).toHaveBeenLastCalledWith(realtimeActions.connecting({ attempt: 1 }));
  });

  it('given admins updated the home content, then home content and lists refresh and the user is told', () => {
    const { socket, dispatch, notices } = setUp();
    socket.emit('admin:homeContent:updated', { type: 'content' });
    expect(dispatch).toHaveBeenCalledWith(
      api.util.invalidateTags(['HomeContent', { type: 'QuestionSet', id: 'LIST' }]),
    );
    expect(notices.homeContentUpdated).toHaveBeenCalledOnce();
  });

  it('given an invalidate naming the study plan and question reports, then both caches are invalidated', () => {
    const { socket, dispatch } = setUp();
    const tags = [
      { type: 'StudyPlan', id: 'LIST' },
      { type: 'QuestionReport', id: 'LIST' },
    ];
    socket.emit('invalidate', { tags, position: 9 });
    vi.advanceTimersByTime(COALESCE_WINDOW_MS);
    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags(tags as never));
  });

  it("given questionReport:resolved, then the learner's reports refresh and the named event's notice is given the payload", () => {
    const { socket, dispatch } = setUp();
    socket.emit('questionReport:resolved', { reportId: 'r1', questionId: 'q1', outcome: 'rejected' });
    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags([{ type: 'QuestionReport', id: 'LIST' }]));

    const notice = vi.fn();
    const navigate = vi.fn();
    const other = new FakeSocket();
    new RealtimeConnection({
      dispatch,
      notices: { authFailed: vi.fn(), homeContentUpdated: vi.fn() },
      createSocket: () => other as unknown as Socket,
      namedEvents: [{ event: 'questionReport:resolved', tags: () => [], notice }],
      navigate,
    }).start();
    other.emit('questionReport:resolved', { outcome: 'resolved' });
    expect(notice).toHaveBeenCalledWith({ outcome: 'resolved' }, navigate);
  });

  it('maps every named event to tags, and only the report outcome to a notice', () => {
    expect(NAMED_EVENTS.map((named) => [named.event, Boolean(named.notice)])).toEqual([
      ['questionSet:accessUpdate', false],
      ['purchase:success', false],
      ['redeemCode:new', false],
      ['questionReport:resolved', true],
    ]);
  });

  it('given a burst of 20 commits, when the window ends, then one invalidation of their union, then the highest position', () => {
    const { socket, dispatch } = setUp();

    for (let commit = 1; commit <= 20; commit += 1)
      socket.emit('invalidate', {
        tags: [
          { type: 'QuestionSet', id: 'LIST' },
          { type: 'QuestionSet', id: commit % 2 ? 's1' : 's2' },
        ],
        position: commit,
      });
    expect(invalidations(dispatch)).toEqual([]);
    vi.advanceTimersByTime(COALESCE_WINDOW_MS);

    expect(invalidations(dispatch)).toEqual([
      [
        { type: 'QuestionSet', id: 'LIST' },
        { type: 'QuestionSet', id: 's1' },
        { type: 'QuestionSet', id: 's2' },
      ],
    ]);
    const actions = dispatch.mock.calls.map(([action]) => action);
    const invalidated = actions.findIndex((action) => api.util.invalidateTags.match(action));
    expect(actions.slice(invalidated + 1)).toEqual([realtimeActions.positionSeen(20)]);
  });

  it("given a learner's 20 answers 3 s apart, then the set's pass estimate is invalidated 4 times, not 20", () => {
    const { socket, dispatch } = setUp();
    const answer = (position: number) =>
      socket.emit('invalidate', {
        tags: [
          { type: 'Progress', id: 's1' },
          { type: 'WrongAnswer', id: 'LIST' },
        ],
        position,
      });

    for (let index = 1; index <= 20; index += 1) {
      answer(index);
      vi.advanceTimersByTime(3_000);
    }
    vi.advanceTimersByTime(20_000);

    const all = invalidations(dispatch);
    expect(all).toHaveLength(20 + 3); // every answer's own tags; three paced estimates after the first
    expect(all[0]).toContainEqual({ type: 'Readiness', id: 's1' }); // the first answer's at once
    expect(all.flat().filter((tag) => tag.type === 'Readiness')).toHaveLength(4); // at 0.3, 20.3, 40.3, 60.3 s
  });
});

/** The tags of each invalidateTags the connection dispatched, in order. */
function invalidations(dispatch: ReturnType<typeof vi.fn>) {
  return dispatch.mock.calls
    .map(([action]) => action)
    .filter((action) => api.util.invalidateTags.match(action))
    .map((action) => action.payload as { type: string; id?: string }[]);
}
