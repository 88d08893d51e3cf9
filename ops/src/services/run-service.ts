import type { Server as HttpServer } from 'node:http';
import { AdapterConfigError, ConfigError, createLogger, type Logger } from '@exam/platform';
import { listen } from './http-server.js';
import { loadServiceConfig, type ServiceConfig, type ServiceName } from './service-config.js';

export type RunningService = {
  /** Not listening yet: runService listens on HOST:PORT once the service is built. */
  server: HttpServer;
  /** The graceful stop (stop taking work, finish what is in flight, close connections), run once. */
  shutdown(): Promise<void>;
  /** Logged with the "listening" line. */
  details?: Record<string, unknown>;
};

/** Beyond the grace period, how long closing connections may take before the process gives up. */
const EXIT_MARGIN_MS = 15_000;

const isConfigurationProblem = (error: unknown) =>
  error instanceof ConfigError || error instanceof AdapterConfigError;

/**
 * The life of one service process: validated configuration (a clear message naming what is missing, exit 1),
 * start, listen, and a graceful stop on SIGTERM / SIGINT that exits 0 (1 if it fails or overruns; a second
 * signal exits at once).
 */
export const runService = async (
  service: ServiceName,
  start: (config: ServiceConfig, logger: Logger) => Promise<RunningService>,
): Promise<void> => {
  let config: ServiceConfig;
  try {
    config = loadServiceConfig();
  } catch (error) {
    console.error(`${service} cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const logger = createLogger(config).child({ component: service });

  let running: RunningService;
  try {
    running = await start(config, logger);
    const address = await listen(running.server, config.PORT, config.HOST);
    logger.info({ host: config.HOST, port: address.port, ...running.details }, `${service} listening`);
  } catch (error) {
    if (isConfigurationProblem(error)) console.error(`${service} cannot start: ${(error as Error).message}`);
    else logger.fatal({ err: error }, `${service} failed to start`);
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, `${service} shutting down`);
    setTimeout(() => {
      logger.error('shutdown overran its deadline; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + EXIT_MARGIN_MS).unref();
    try {
      await running.shutdown();
      logger.info(`${service} stopped`);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
};
