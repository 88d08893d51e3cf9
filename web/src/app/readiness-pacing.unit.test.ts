import { configureStore } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readinessApi } from '../entities/readiness';
import { RealtimeConnection, realtimeSlice } from '../entities/realtime';
import { api } from '../shared/api/api';

/** A socket the test speaks for: the server's `invalidate` after each of the learner's answers. */
const serverSocket = () => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = {
    on: (event: string, handler: (payload: unknown) => void) => void handlers.set(event, handler),
    connect: () => socket,
  };
  return { socket, emit: (event: string, payload: unknown) => handlers.get(event)?.(payload) };
};

/** GET /learning-path/readiness: each read is one Monte-Carlo simulation on the server. */
const countReadinessReads = () => {
  const reads: { search: string; at: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      if (url.pathname === '/api/learning-path/readiness') reads.push({ search: url.search, at: Date.now() });
      return new Response(JSON.stringify({ success: true, data: { sets: [] } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
      }
    },
  );
  return reads;
};

describe("the set page's pass estimate while the learner answers (issue 41)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('given the set page open, when the learner answers 20 questions 3 s apart, then the server simulates 5 times, not 21', async () => {
    const reads = countReadinessReads();
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer, [realtimeSlice.name]: realtimeSlice.reducer },
      middleware: (defaults) => defaults().concat(api.middleware),
    });
    const start = Date.now();
    const server = serverSocket();
    new RealtimeConnection({
      dispatch: store.dispatch,
      notices: { authFailed: () => {}, homeContentUpdated: () => {} },
      createSocket: () => server.socket as unknown as Socket,
    }).start();
    const onSetPage = store.dispatch(readinessApi.endpoints.getReadiness.initiate({ questionSetId: 's1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual([{ search: '?questionSetId=s1', at: start }]);

    // As the projections announce each answer (docs/contracts.md: learnerChanged).
    for (let answer = 1; answer <= 20; answer += 1) {
      server.emit('invalidate', {
        tags: [
          { type: 'Progress', id: 's1' },
          { type: 'WrongAnswer', id: 'LIST' },
        ],
        position: answer,
      });
      await vi.advanceTimersByTimeAsync(3_000);
    }
    await vi.advanceTimersByTimeAsync(20_000);

    // The first read, the first answer's at once, then one per 20 s; the last answer (57 s) is in the last read.
    expect(reads.map(({ at }) => (at - start) / 1_000)).toEqual([0, 0.3, 20.3, 40.3, 60.3]);
    onSetPage.unsubscribe();
  });
});
