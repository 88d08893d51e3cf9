import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/api';
import { practiceApi } from './api';
import type { WrongAnswer, WrongAnswerPageArgs } from './types';

const storeWithApi = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });

/** The browser resolves '/api/...' against the page; node's Request needs an origin. */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
  }
}

/** Replaces fetch: answers each request with `answer(request)` and records it. */
const fakeServer = (answer: (request: Request) => { status?: number; body: unknown }) => {
  const requests: Request[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      const { status, body } = answer(input);
      return new Response(JSON.stringify(body), {
        status: status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = { id: 'u:q1', questionSetId: 's1', questionId: 'q1', memo: 'old' } as WrongAnswer;
const pageOf = (args: WrongAnswerPageArgs) => ({
  success: true,
  data: { list: [entry], total: 1, page: args.page, pageSize: args.pageSize },
});

describe('the wrong-answer book read a page at a time', () => {
  it('given the open filter of one set, when page 2 is read, then the request names the set and the page, not the status', async () => {
    const requests = fakeServer(() => ({ body: pageOf({ status: 'unresolved', page: 2, pageSize: 20 }) }));
    const store = storeWithApi();

    const args = { status: 'unresolved', questionSetId: 's1', page: 2, pageSize: 20 } as const;
    const read = await store.dispatch(practiceApi.endpoints.getWrongAnswerPage.initiate(args)).unwrap();
    await store.dispatch(
      practiceApi.endpoints.getWrongAnswerPage.initiate({ status: 'resolved', page: 1, pageSize: 20 }),
    );

    expect(read.total).toBe(1);
    const [open, resolved] = requests.map((request) => new URL(request.url));
    expect(open?.pathname).toBe('/api/wrong-answers');
    expect(Object.fromEntries(open?.searchParams ?? [])).toEqual({
      questionSetId: 's1',
      page: '2',
      pageSize: '20',
    });
    expect(Object.fromEntries(resolved?.searchParams ?? [])).toEqual({
      status: 'resolved',
      page: '1',
      pageSize: '20',
    });
  });

  it('given an entry on two cached pages, when its memo is saved, then both show it at once, and a refusal puts the old text back', async () => {
    let refuse = false;
    fakeServer((request) =>
      request.method === 'PUT'
        ? refuse
          ? { status: 500, body: { success: false, message: 'down' } }
          : { body: { success: true, message: 'ok' } }
        : { body: pageOf({ status: 'unresolved', page: 1, pageSize: 20 }) },
    );
    const store = storeWithApi();
    const every = { status: 'unresolved', page: 1, pageSize: 20 } as const;
    const oneSet = { ...every, questionSetId: 's1' };
    const subscriptions = [every, oneSet].map((args) =>
      store.dispatch(practiceApi.endpoints.getWrongAnswerPage.initiate(args)),
    );
    await Promise.all(subscriptions);
    const memos = () =>
      [every, oneSet].map(
        (args) => practiceApi.endpoints.getWrongAnswerPage.select(args)(store.getState()).data?.list[0]?.memo,
      );

    const saving = store.dispatch(
      practiceApi.endpoints.updateWrongAnswerMemo.initiate({ id: 'u:q1', memo: 'new' }),
    );
    expect(memos()).toEqual(['new', 'new']);
    await saving;

    refuse = true;
    await store.dispatch(practiceApi.endpoints.updateWrongAnswerMemo.initiate({ id: 'u:q1', memo: 'lost' }));
    expect(memos()).toEqual(['new', 'new']);
  });
});
