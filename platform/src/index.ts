export * from './auth/index.js';
export * from './command-handling/index.js';
export * from './config/index.js';
export * from './document-store/index.js';
export * from './event-store/index.js';
export * from './http/index.js';
export * from './logging/index.js';
export * from './notification-bus/index.js';
