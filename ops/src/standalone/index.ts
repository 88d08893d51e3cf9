export { composeStandalone, JSON_BODY_LIMIT, type Standalone, type StandaloneOptions } from './compose.js';
export { serveWebApp } from './web-app.js';
