import type { DocumentStore, EventStore } from '@exam/platform';
import type { ProjectionProgress, ProjectionRunner } from '@exam/projections';
import { Router } from 'express';

/** One readiness condition: `ok` plus whatever explains it (positions, statuses, the error). */
export type CheckResult = { ok: boolean; [detail: string]: unknown };
export type ReadinessCheck = () => Promise<CheckResult>;

/** Whether the process is shutting down: readiness turns 503 at once so a proxy stops sending work. */
export type Lifecycle = { stopping: boolean };

const CHECK_TIMEOUT_MS = 2_000;

const runCheck = async (check: ReadinessCheck): Promise<CheckResult> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, error: `no answer within ${CHECK_TIMEOUT_MS} ms` }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * GET /health: liveness (the process answers; no dependency is asked, so a store outage does not get a healthy
 * process restarted). GET /ready: readiness (every check passes and the process is not stopping), 503 otherwise
 * with each check's result.
 */
export const healthRoutes = (
  service: string,
  lifecycle: Lifecycle,
  checks: Record<string, ReadinessCheck>,
): Router => {
  const router = Router();
  const startedAt = Date.now();
  router.get('/health', (_req, res) => {
    res.json({
      success: true,
      status: 'ok',
      service,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
  router.get('/ready', async (_req, res) => {
    if (lifecycle.stopping) {
      res.status(503).json({ success: false, status: 'stopping', service });
      return;
    }
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(checks[name] as ReadinessCheck)));
    const byName = Object.fromEntries(names.map((name, index) => [name, results[index]]));
    const ready = results.every((result) => result.ok);
    res
      .status(ready ? 200 : 503)
      .json({ success: ready, status: ready ? 'ready' : 'not ready', service, checks: byName });
  });
  return router;
};

export const eventStoreReachable =
  (eventStore: Pick<EventStore, 'headPosition'>): ReadinessCheck =>
  async () => ({ ok: true, head: await eventStore.headPosition() });

export const documentStoreReachable =
  (documentStore: Pick<DocumentStore, 'getCheckpoint'>, checkpointName: string): ReadinessCheck =>
  async () => ({ ok: true, checkpoint: await documentStore.getCheckpoint(checkpointName) });

export const runnersRunning =
  (runners: ReadonlyMap<string, Pick<ProjectionRunner, 'status' | 'failure'>>): ReadinessCheck =>
  async () => {
    const statuses = Object.fromEntries([...runners].map(([group, runner]) => [group, runner.status()]));
    const failures = [...runners]
      .filter(([, runner]) => runner.failure())
      .map(([group, runner]) => `${group}: ${runner.failure()?.message}`);
    return {
      ok: Object.values(statuses).every((status) => status === 'running'),
      statuses,
      ...(failures.length > 0 ? { failures } : {}),
    };
  };

/** The projections are within `maxLag` positions of the log's head. */
export const caughtUp =
  (
    eventStore: Pick<EventStore, 'headPosition'>,
    progress: ProjectionProgress,
    maxLag: number,
  ): ReadinessCheck =>
  async () => {
    const [head, position] = await Promise.all([eventStore.headPosition(), progress.position()]);
    return { ok: head - position <= maxLag, head, position, lag: head - position, maxLag };
  };
