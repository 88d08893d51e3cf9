export { type ActivityResult, seedDemoActivity } from './activity.js';
export { demoHomeContent, seedDemoHomeContent } from './home-content.js';
export { demoSetCommand, type SeedResult, seedDemoContent } from './seed.js';
