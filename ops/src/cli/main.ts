// `npm run cli -- <command>`: operator tools over the embedded profile's data folder.
import { Command } from 'commander';
import { registerDemoCommands } from './demo.js';
import { registerEventCommands } from './events.js';
import { registerProjectionCommands } from './projections.js';

const program = new Command('exam-bank').description('Operator tools for the exam-practice question bank');
registerEventCommands(program);
registerProjectionCommands(program);
registerDemoCommands(program);
await program.parseAsync(process.argv);
