export { type HandleCommandOptions, type HandleCommandResult, handleCommand } from './handle-command.js';
