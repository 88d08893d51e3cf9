export * from './port.js';
export * from './sqlite/index.js';
