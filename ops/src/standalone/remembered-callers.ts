import type { Authenticator } from '@exam/platform';

/** The auth layer switched off (benchmarks): each token is verified once, then its caller is remembered. */
export const rememberedCallers = (authenticator: Authenticator): Authenticator => {
  const known = new Map<string, ReturnType<Authenticator>>();
  return (token) => {
    let caller = known.get(token);
    if (!caller) {
      caller = authenticator(token);
      known.set(token, caller);
    }
    return caller;
  };
};
