export { DuplicateEventIdError } from './duplicate-event-id-error.js';
export * from './port.js';
export * from './sqlite/index.js';
