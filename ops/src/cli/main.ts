// `npm run cli -- <command>`: operator tools over the embedded profile's data folder.
import { Command } from 'commander';
import { registerAnalyticsCommands } from './analytics.js';
import { registerAuthCommands } from './auth.js';
import { registerDemoCommands } from './demo.js';
import { registerEventCommands } from './events.js';
import { registerMailCommands } from './mail.js';
import { registerProjectionCommands } from './projections.js';
import { registerUserCommands } from './users.js';

const program = new Command('exam-bank').description('Operator tools for the exam-practice question bank');
registerEventCommands(program);
registerProjectionCommands(program);
registerDemoCommands(program);
registerUserCommands(program);
registerAuthCommands(program);
registerMailCommands(program);
registerAnalyticsCommands(program);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Operator mistakes and refused commands read as one line, not a stack trace.
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
