import { createHash, timingSafeEqual } from 'node:crypto';
import { catalogueJa } from '@exam/domain/i18n';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { bearerToken } from '../auth/principal.js';
import type { EventStore } from '../event-store/port.js';
import { failBody } from '../http/envelope.js';
import { captureRoutePatterns, routePatternOf } from './route-pattern.js';

/** What a group of projections reports: its checkpoint (the log's head comes from the event store). */
export type ProjectionGauge = { group: string; position(): number };

/**
 * One service's Prometheus metrics (issue 15), each on its own registry: request durations by route, event
 * appends, projection checkpoints and lag, job queue depth, socket connections, and the process's defaults.
 * A service registers only what it runs (a query API has no projections of its own in the distributed profile).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly appends: Counter<'type'>;
  /** Histogram children bound to their labels once: no label object to hash per request. Bounded, since the
   *  route label is a pattern (or `unmatched`) and methods and statuses are few. */
  private readonly boundDurations = new Map<string, { observe(seconds: number): void }>();

  constructor(service: string) {
    captureRoutePatterns();
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request durations by route pattern (unmatched requests: route "unmatched")',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.appends = new Counter({
      name: 'event_appends_total',
      help: 'Events appended to the log by this service, by event type',
      labelNames: ['type'],
      registers: [this.registry],
    });
  }

  /** Express middleware: times every request and labels it with the route pattern express matched, whatever the status. */
  readonly timeRequests: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      this.observeRequest(req.method, routePatternOf(req), res.statusCode, started);
    });
    next();
  };

  /** A request served outside express (the direct routes), with its route pattern. */
  observeRequest(method: string, route: string, status: number, started: bigint): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const key = `${method} ${status} ${route}`;
    let child = this.boundDurations.get(key);
    if (!child) {
      child = this.requestDuration.labels({ method, route, status: String(status) });
      this.boundDurations.set(key, child);
    }
    child.observe(seconds);
  }

  /**
   * Counts what `eventStore` appends: its `append` is wrapped on the instance (the store's class stays as it is,
   * and every holder of the instance is counted).
   */
  countAppends<Store extends Pick<EventStore, 'append'>>(eventStore: Store): Store {
    const append = eventStore.append.bind(eventStore);
    eventStore.append = (async (stream, events, options) => {
      const result = await append(stream, events, options);
      for (const event of events) this.appends.inc({ type: event.type });
      return result;
    }) as Store['append'];
    return eventStore;
  }

  /** Checkpoint and lag (the log's head minus the checkpoint) of each projection group, read at scrape time. */
  watchProjections(groups: readonly ProjectionGauge[], headPosition: () => Promise<number>): void {
    new Gauge({
      name: 'projection_checkpoint',
      help: 'The global log position each projection group has applied',
      labelNames: ['group'],
      registers: [this.registry],
      collect() {
        for (const group of groups) this.set({ group: group.group }, group.position());
      },
    });
    new Gauge({
      name: 'projection_lag_events',
      help: "How far each projection group is behind the log's head, in positions",
      labelNames: ['group'],
      registers: [this.registry],
      async collect() {
        const head = await headPosition();
        for (const group of groups) this.set({ group: group.group }, Math.max(0, head - group.position()));
      },
    });
  }

  /** Jobs waiting or running per queue, read at scrape time. */
  watchJobQueues(depth: () => Promise<Record<string, number>>): void {
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting or running, by queue',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        for (const [queue, count] of Object.entries(await depth())) this.set({ queue }, count);
      },
    });
  }

  /** Open socket.io connections, read at scrape time. */
  watchSockets(connections: () => number): void {
    new Gauge({
      name: 'socket_connections',
      help: 'Open socket.io connections',
      registers: [this.registry],
      collect() {
        this.set(connections());
      },
    });
  }

  /**
   * GET /metrics, for the operator token only (401 otherwise, also when no token is configured): figures of a
   * running service are not for learners or the public.
   */
  route(operatorToken: string | undefined): RequestHandler {
    const expected = operatorToken ? createHash('sha256').update(operatorToken).digest() : null;
    return async (req, res, next) => {
      try {
        const token = bearerToken(req);
        const given = token ? createHash('sha256').update(token).digest() : null;
        if (!expected || !given || !timingSafeEqual(expected, given)) {
          res.status(401).json(failBody(catalogueJa.server.common.unauthorized, 'UNAUTHORIZED'));
          return;
        }
        res.setHeader('Content-Type', this.registry.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.send(await this.registry.metrics());
      } catch (error) {
        next(error);
      }
    };
  }
}
