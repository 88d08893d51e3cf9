// The standalone server on the embedded profile: `npm start` runs this after building.
import { fileURLToPath } from 'node:url';
import { userExecutor } from '@exam/command-api';
import { catalogueJa } from '@exam/domain/i18n';
import { createLogger, loadConfig } from '@exam/platform';
import { seedDemoActivity } from './demo/activity.js';
import { seedDemoHomeContent } from './demo/home-content.js';
import { populationUsernames, seedDemoPopulation } from './demo/population/index.js';
import { seedDemoContent } from './demo/seed.js';
import {
  createDemoLearners,
  createDemoSignIns,
  createSampleLearners,
  readDemoSignIns,
} from './demo/sign-ins.js';
import { ensureAdminToken } from './standalone/admin-token.js';
import { composeStandalone } from './standalone/compose.js';
import { readReplayMarker, replayRefusal } from './standalone/replay-folder.js';
import { recordRunningServer } from './standalone/running-server.js';

const baseConfig = loadConfig();
const config = {
  ...baseConfig,
  ADMIN_API_TOKEN: ensureAdminToken(baseConfig.DATA_DIR, baseConfig.ADMIN_API_TOKEN),
};
const logger = createLogger(config);
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

// A folder built by `events replay --to` shows one moment of another folder's log: read-only.
const replay = readReplayMarker(config.DATA_DIR);
const readOnly = replay ? replayRefusal(replay) : undefined;
const app = await composeStandalone({ config, logger, webDistDir, ...(readOnly ? { readOnly } : {}) });

// First run: an empty event log gets the demo content, through the command handlers.
if (!replay && (await app.eventStore.headPosition()) === 0) {
  const seeded = await seedDemoContent(app.eventStore, undefined, app.blobStore);
  await seedDemoHomeContent(app.eventStore, app.blobStore);
  logger.info({ created: seeded.created.length }, 'demo content seeded');
  // And a learner and an administrator to sign in with, and the sample learners (embedded provider only).
  let sampleLearnerIds: string[] = [];
  if (app.identity) {
    const accounts = { directory: app.identity.directory, execute: userExecutor(app.eventStore) };
    await createDemoSignIns({ ...accounts, dataDir: config.DATA_DIR });
    sampleLearnerIds = await createSampleLearners(accounts);
  }
  // Some learning and a redeemed code, so the statistics and purchases screens show something real.
  await app.progress.waitForPosition(await app.eventStore.headPosition(), 30_000);
  const activity = await seedDemoActivity(app, { sampleLearnerIds });
  logger.info(activity, 'demo activity seeded');
  // A learner population with weeks of history and mock exams: the readiness backtest has something to replay.
  // Real accounts behind every learner, so they need the embedded provider like the sample learners.
  if (app.identity) {
    const populationStarted = performance.now();
    const accounts = { directory: app.identity.directory, execute: userExecutor(app.eventStore) };
    const learnerIds = await createDemoLearners(accounts, populationUsernames());
    await app.progress.waitForPosition(await app.eventStore.headPosition(), 30_000);
    const population = await seedDemoPopulation(app, { learnerIds });
    logger.info(
      { ...population, ms: Math.round(performance.now() - populationStarted) },
      'demo population seeded',
    );
  }
}
const demoSignIns = app.identity ? readDemoSignIns(config.DATA_DIR) : [];

await new Promise<void>((resolve) => app.server.listen(config.PORT, config.HOST, resolve));
// For the command line: which server holds this data folder, and the issuer its tokens must come from.
const forgetRunningServer = recordRunningServer(config.DATA_DIR, {
  publicUrl: config.PUBLIC_URL,
  issuer: config.OIDC_ISSUER,
});

const url = config.PUBLIC_URL;
console.log(
  [
    '',
    `  ${catalogueJa.app.name} is running on the embedded profile: ${url}`,
    ...(replay
      ? [
          `  REPLAY (read-only):   ${replay.source} as of event ${replay.position}${replay.at ? ` (${replay.at})` : ''}`,
          '                        every change is refused (403); start on the live folder to make changes',
        ]
      : []),
    `  API reference:        ${url}/api/docs`,
    `  Data folder:          ${config.DATA_DIR}`,
    `  Operator API token:   ${config.ADMIN_API_TOKEN}  (Authorization: Bearer <token>; for scripts, not a sign-in)`,
    ...(app.identity && !config.SMTP_URL
      ? [
          `  Mail codes:           npm run cli -- mail list  (the outbox in the data folder${
            config.DEV_MAILBOX && config.NODE_ENV !== 'production' ? `; also ${url}/oidc/dev/mailbox` : ''
          })`,
        ]
      : []),
    ...demoSignIns.map(
      (demo) =>
        `${`  Demo ${demo.role}:`.padEnd(24)}${demo.username} / ${demo.password}  (e-mail ${demo.email})`,
    ),
    '',
  ].join('\n'),
);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await app.close();
  forgetRunningServer();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
