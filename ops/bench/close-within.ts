/**
 * After a Chromium session the standalone's close can stay pending with nothing left to run, and node would end the
 * bench with code 13 before its next part: the close gets `ms`, then the bench goes on.
 */
export const closeWithin = (closing: Promise<unknown>, ms = 10_000): Promise<unknown> =>
  Promise.race([closing, new Promise((resolve) => setTimeout(resolve, ms))]);
