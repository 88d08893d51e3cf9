import { describe, expect, it } from 'vitest';
import { isSignInCallback, readCallbackParams, safeReturnPath } from './callback-url';

const url = (search: string) => new URL(`http://localhost/auth/callback${search}`);

describe('callback URL', () => {
  it('given code and state, then it is a sign-in in progress', () => {
    expect(isSignInCallback(url('?code=c&state=s'))).toBe(true);
    expect(readCallbackParams(url('?code=c&state=s'))).toEqual({ kind: 'code', state: 's' });
  });

  it('given an error and state, then it is a sign-in in progress that failed', () => {
    expect(isSignInCallback(url('?error=access_denied&state=s'))).toBe(true);
    expect(readCallbackParams(url('?error=access_denied&error_description=no&state=s'))).toEqual({
      kind: 'error',
      state: 's',
      error: 'access_denied',
      description: 'no',
    });
  });

  it('given a code without state, then it is not a callback', () => {
    expect(isSignInCallback(url('?code=c'))).toBe(false);
    expect(readCallbackParams(url('?code=c'))).toEqual({ kind: 'none' });
  });

  it('given return paths, then only same-site paths other than the callback survive', () => {
    expect(safeReturnPath('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/auth/callback?code=x')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
