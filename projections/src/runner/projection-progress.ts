import type { DocumentStore } from '@exam/platform';
import { PositionWaiters } from './position-waiters.js';

/** How far a group of projections has committed; what the query side waits on for read-your-writes. */
export interface ProjectionProgress {
  /** Resolves true once the committed checkpoint is >= position, false if that does not happen within timeoutMs. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  /** The committed checkpoint. */
  position(): number | Promise<number>;
  /**
   * Changes whenever any read model behind this progress commits (positions only grow). Unlike position(),
   * which is the slowest group's, it moves when a faster group commits too: caches key on it.
   */
  version?(): number | Promise<number>;
}

/**
 * Progress read from the stored checkpoint, for a query process that does not run the projections itself.
 * One poll loop serves all waiters and runs only while somebody waits.
 */
export const checkpointProgress = (
  documentStore: Pick<DocumentStore, 'getCheckpoint'>,
  checkpointName: string,
  pollMs = 50,
): ProjectionProgress => {
  const waiters = new PositionWaiters();
  let polling = false;

  const poll = async () => {
    polling = true;
    try {
      while (waiters.size > 0) {
        waiters.reached(await documentStore.getCheckpoint(checkpointName));
        if (waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } catch {
      // The store is unreachable: the waiters time out (false), the next wait starts a new loop.
    } finally {
      polling = false;
    }
  };

  return {
    position: () => documentStore.getCheckpoint(checkpointName),
    async waitForPosition(position, timeoutMs) {
      if ((await documentStore.getCheckpoint(checkpointName)) >= position) return true;
      const reached = waiters.wait(position, timeoutMs);
      if (!polling) void poll();
      return reached;
    },
  };
};
