import { describe, expect, it } from 'vitest';
import { adminFailure, adminFailureText } from './admin-error';

describe('adminFailure', () => {
  it('given the server refused with a message, then that message', () => {
    expect(
      adminFailure({ status: 409, message: 'この引換コードは既に使用されています' }, 'redeemAdmin.fixFailed'),
    ).toEqual({
      message: 'この引換コードは既に使用されています',
    });
  });
  it('given no answer, then 服务器未响应', () => {
    expect(adminFailure({ status: 'FETCH_ERROR' }, 'redeemAdmin.fixFailed')).toEqual({
      key: 'redeemAdmin.noResponse',
    });
  });
  it('given a bare status, then the fallback with the status', () => {
    const failure = adminFailure({ status: 500, data: 'x' }, 'redeemAdmin.fixFailed');
    expect(failure).toEqual({ key: 'redeemAdmin.fixFailed', status: '500' });
    expect(adminFailureText(failure, (key, options) => `${key}:${options?.status}`)).toBe(
      'redeemAdmin.fixFailed:500',
    );
  });
});
