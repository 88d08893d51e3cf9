export type * from './commands.js';
export * from './content.js';
export { type HomeContentState, homeContentDecider } from './decider.js';
export * from './events.js';
export { HomeContentMessages } from './messages.js';
