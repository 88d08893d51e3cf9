import type { EventStore, JobQueue } from '@exam/platform';
import { ServiceMetrics } from '@exam/platform';
import type { Express } from 'express';

type Parts = {
  /** Appends through this store are counted (event_appends_total). */
  eventStore?: Pick<EventStore, 'append'>;
  /** Projection groups this process runs, by name, and the log's head: checkpoint and lag per group. */
  projections?: { groups: ReadonlyMap<string, { position(): number }>; headPosition(): Promise<number> };
  jobs?: Pick<JobQueue, 'name' | 'depth'>;
  socketConnections?: () => number;
  /** false: requests are not timed (benchmarks pricing the metrics layer); /metrics is served all the same. */
  timeRequests?: boolean;
};

/**
 * A service's /metrics (issue 15): mounted first on its app, so every later route is timed; readable with
 * the operator token (ADMIN_API_TOKEN) only. Each process of the distributed profile registers what it runs.
 */
export function mountMetrics(
  app: Express,
  service: string,
  operatorToken: string | undefined,
  parts: Parts = {},
): ServiceMetrics {
  const metrics = new ServiceMetrics(service);
  if (parts.eventStore) metrics.countAppends(parts.eventStore);
  const { projections, jobs, socketConnections } = parts;
  if (projections)
    metrics.watchProjections(
      [...projections.groups].map(([group, progress]) => ({ group, position: () => progress.position() })),
      () => projections.headPosition(),
    );
  if (jobs) metrics.watchJobQueues(async () => ({ [jobs.name]: await jobs.depth() }));
  if (socketConnections) metrics.watchSockets(socketConnections);
  app.get('/metrics', metrics.route(operatorToken));
  if (parts.timeRequests !== false) app.use(metrics.timeRequests);
  return metrics;
}
