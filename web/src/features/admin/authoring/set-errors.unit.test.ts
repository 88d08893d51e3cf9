import { describe, expect, it } from 'vitest';
import { createSetFailure, failureReason, isNoResponse } from './set-errors';

describe('createSetFailure', () => {
  it('given a 400 with the server message, when shown, then 服务器错误: {message}', () => {
    expect(createSetFailure({ status: 400, message: '問題集のタイトルを入力してください' })).toEqual({
      key: 'authoringSets.add.serverError',
      values: { detail: '問題集のタイトルを入力してください' },
    });
  });

  it('given a 500 without a message, when shown, then 服务器错误: {status}', () => {
    expect(createSetFailure({ status: 500, message: '' })).toEqual({
      key: 'authoringSets.add.serverError',
      values: { detail: 500 },
    });
  });

  it('given an unparsable body, when shown, then the original status is the detail', () => {
    expect(createSetFailure({ status: 'PARSING_ERROR', originalStatus: 502, error: 'x' })).toEqual({
      key: 'authoringSets.add.serverError',
      values: { detail: 502 },
    });
  });

  it('given no answer (network or timeout), when shown, then 服务器无响应', () => {
    expect(createSetFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      key: 'authoringSets.add.noResponse',
    });
    expect(createSetFailure({ status: 'TIMEOUT_ERROR' })).toEqual({ key: 'authoringSets.add.noResponse' });
  });

  it('given success false without a message, when shown, then the empty-response retry text', () => {
    expect(createSetFailure({ status: 'ENVELOPE', message: '' })).toEqual({
      key: 'authoringSets.add.emptyResponse',
    });
  });

  it('given anything else, when shown, then 请求错误', () => {
    expect(createSetFailure(new Error('boom'))).toEqual({ key: 'authoringSets.add.requestError' });
    expect(createSetFailure(undefined)).toEqual({ key: 'authoringSets.add.requestError' });
  });
});

describe('failureReason', () => {
  it('given the server message, when shown, then it is the reason', () => {
    expect(failureReason({ status: 400, message: '请选择图片文件' })).toEqual({
      key: 'authoringSets.reason',
      values: { reason: '请选择图片文件' },
    });
  });

  it('given only a status, when shown, then the status is the reason', () => {
    expect(failureReason({ status: 413, message: '' })).toEqual({
      key: 'authoringSets.reason',
      values: { reason: 413 },
    });
  });

  it('given no answer, when shown, then the no-response text', () => {
    expect(isNoResponse({ status: 'FETCH_ERROR' })).toBe(true);
    expect(failureReason({ status: 'FETCH_ERROR' })).toEqual({ key: 'authoringSets.add.noResponse' });
  });
});
