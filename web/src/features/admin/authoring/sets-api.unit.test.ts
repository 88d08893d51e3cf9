import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { createSetFailure } from './set-errors';
import { setsAuthoringApi } from './sets-api';

const storeWithApi = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

/** The browser resolves '/api/...' against the page; node's Request needs an origin. */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
  }
}

/** Replaces fetch; records each request and answers the next canned answer. */
const fakeServer = (...answers: Answer[]) => {
  const requests: Request[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      const answer = answers.shift() ?? { body: { success: true } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return requests;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('setsAuthoringApi', () => {
  it('given a created set, when the answer arrives, then its id and written position are returned', async () => {
    const requests = fakeServer({
      status: 201,
      body: { success: true, data: { id: 's1', questionSetId: 's1', questionIds: [] }, message: 'ok' },
      headers: { 'X-Event-Position': '42' },
    });
    const store = storeWithApi();

    const created = await store
      .dispatch(setsAuthoringApi.endpoints.createQuestionSet.initiate({ title: 'SQL' }))
      .unwrap();

    expect(created).toEqual({ id: 's1', questionSetId: 's1', questionIds: [], position: 42 });
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/question-sets');
    expect(await requests[0]?.json()).toEqual({ title: 'SQL' });
  });

  it('given a card image, when uploaded, then it goes as multipart image + questionSetId', async () => {
    const requests = fakeServer({ body: { success: true, data: { imageUrl: '/uploads/abc.png' } } });
    const store = storeWithApi();
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' });

    const uploaded = await store
      .dispatch(
        setsAuthoringApi.endpoints.uploadCardImage.initiate({ questionSetId: 's1', image, minPosition: 42 }),
      )
      .unwrap();

    expect(uploaded).toEqual({ imageUrl: '/uploads/abc.png' });
    const request = requests[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/admin/upload/card-image');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('X-Min-Position')).toBe('42');
    const form = await request.formData();
    expect(form.get('questionSetId')).toBe('s1');
    expect((form.get('image') as File).name).toBe('card.png');
  });

  it('given a refused create, when it fails, then the envelope message reaches the add screen', async () => {
    fakeServer({
      status: 400,
      body: {
        success: false,
        message: '問題集のタイトルを入力してください',
        code: 'QUESTION_SET_TITLE_REQUIRED',
      },
    });
    const store = storeWithApi();

    const error = await store
      .dispatch(setsAuthoringApi.endpoints.createQuestionSet.initiate({ title: '' }))
      .unwrap()
      .catch((caught: unknown) => caught);

    expect(createSetFailure(error)).toEqual({
      key: 'authoringSets.add.serverError',
      values: { detail: '問題集のタイトルを入力してください' },
    });
  });

  it('given a recount, when answered, then the new count is returned', async () => {
    const requests = fakeServer({
      body: { success: true, message: '更新成功', data: { questionSetId: 's1', questionCount: 7 } },
    });
    const store = storeWithApi();

    const result = await store
      .dispatch(setsAuthoringApi.endpoints.refreshQuestionCount.initiate('s1'))
      .unwrap();

    expect(result).toEqual({ questionSetId: 's1', questionCount: 7 });
    expect(requests[0]?.method).toBe('PUT');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/question-sets/s1/count');
  });

  it('given the option-order switch, when turned on, then the set-level flag is PUT to its own route', async () => {
    const requests = fakeServer({
      body: {
        success: true,
        message: '選択肢を書かれた順に表示します',
        data: { id: 's1', keepOptionOrder: true },
      },
    });
    const store = storeWithApi();

    const result = await store
      .dispatch(setsAuthoringApi.endpoints.changeSetOptionOrder.initiate({ id: 's1', keepOptionOrder: true }))
      .unwrap();

    expect(result).toEqual({ id: 's1', keepOptionOrder: true });
    expect(requests[0]?.method).toBe('PUT');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/question-sets/s1/option-order');
    expect(await requests[0]?.json()).toEqual({ keepOptionOrder: true });
  });
});
