import { type Config, ConfigError, loadConfig } from '@exam/platform';
import { projectionGroupNames } from './catalogue-of-parts.js';

export type ServiceName = 'command-api' | 'query-api' | 'projections' | 'identity';

export type ServiceConfig = Config & {
  /** The projection groups this process runs (PROJECTION_GROUPS, default all). */
  projectionGroups: string[];
};

/**
 * The platform configuration (zod, platform's loadConfig: ports, stores, identity, service settings) plus the
 * one check platform cannot make: PROJECTION_GROUPS must name groups that exist. Every problem is named in one
 * ConfigError.
 */
export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): ServiceConfig => {
  const problems: string[] = [];
  let config: Config | undefined;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const known = projectionGroupNames();
  const listed = (env.PROJECTION_GROUPS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = listed.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    problems.push(`PROJECTION_GROUPS names unknown groups (${unknown.join(', ')}): use ${known.join(', ')}`);
  if (problems.length > 0 || !config) throw new ConfigError(problems);
  return { ...config, projectionGroups: listed.length > 0 ? listed : known };
};
