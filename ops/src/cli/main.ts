// `npm run cli -- <command>`: operator tools over the embedded profile's data folder.
import { Command } from 'commander';
import { registerAnalyticsCommands } from './analytics.js';
import { registerAuthCommands } from './auth.js';
import { registerDemoCommands } from './demo.js';
import { registerEventCommands } from './events.js';
import { registerMailCommands } from './mail.js';
import { registerProjectionCommands } from './projections.js';
import { registerUserCommands } from './users.js';

// A reader that stops early (`events export | head`) closes the pipe: that ends the command quietly, as for any
// Unix tool, rather than in an EPIPE stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

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
