import type { ProjectionProgress } from './projection-progress.js';

/**
 * The progress of several projection groups as one: a position is reached when every group has passed it
 * (each group's checkpoint moves past the events it does not handle, so all of them get there), and the
 * combined position is the slowest group's. Read-your-writes then holds whichever read model a query reads.
 */
export const combinedProgress = (...groups: readonly ProjectionProgress[]): ProjectionProgress => ({
  async position() {
    const positions = await Promise.all(groups.map((group) => group.position()));
    return positions.length === 0 ? 0 : Math.min(...positions);
  },
  async version() {
    const versions = await Promise.all(groups.map((group) => group.version?.() ?? group.position()));
    return versions.reduce((sum, version) => sum + version, 0);
  },
  async waitForPosition(position, timeoutMs) {
    // The groups wait in parallel under the same deadline, so the whole wait stays bounded by timeoutMs.
    const reached = await Promise.all(groups.map((group) => group.waitForPosition(position, timeoutMs)));
    return reached.every(Boolean);
  },
});
