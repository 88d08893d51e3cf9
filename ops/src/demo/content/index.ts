import { cloudSoftwareEngineering } from './cloud-software-engineering.js';
import { computerBasics } from './computer-basics.js';
import { databaseSql } from './database-sql.js';
import { networkBasics } from './network-basics.js';
import { securityPractice } from './security-practice.js';
import type { DemoQuestionSet } from './types.js';

export type { DemoQuestion, DemoQuestionSet } from './types.js';

/** Demo question sets seeded on first start, in the order they should be created. */
export const demoQuestionSets: DemoQuestionSet[] = [
  computerBasics,
  networkBasics,
  securityPractice,
  databaseSql,
  cloudSoftwareEngineering,
];
