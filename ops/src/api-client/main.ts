import { writeSchema } from './generate.js';

await writeSchema();
console.log('ops/src/api-client/schema.ts written from the OpenAPI document');
