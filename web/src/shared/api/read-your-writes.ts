type Meta = { response?: Response } | undefined;

/**
 * Read-your-writes (DESIGN.md): after our own change, the next read of the same feature asks the query side to
 * wait until the projections have passed the position the command wrote (X-Event-Position -> X-Min-Position).
 * One tracker per feature: another feature's writes do not slow its reads.
 */
export function createPositionTracker() {
  let minPosition = 0;
  /** Keeps the position a command answered with (the X-Event-Position header). */
  const remember = (meta: Meta): void => {
    const position = Number(meta?.response?.headers.get('X-Event-Position'));
    if (Number.isFinite(position) && position > minPosition) minPosition = position;
  };
  return {
    remember,
    /** A mutation's `transformResponse` that keeps the position and answers the body as it is. */
    keep: <T>(body: T, meta: Meta): T => {
      remember(meta);
      return body;
    },
    /** The header for the next read, or none before any write. */
    headers(): Record<string, string> | undefined {
      return minPosition > 0 ? { 'X-Min-Position': String(minPosition) } : undefined;
    },
  };
}
