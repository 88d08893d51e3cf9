import { ConfigError } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { projectionGroupNames } from './catalogue-of-parts.js';
import { loadServiceConfig } from './service-config.js';

describe('loadServiceConfig', () => {
  it('given no PROJECTION_GROUPS, then the process runs every group', () => {
    expect(loadServiceConfig({}).projectionGroups).toEqual(projectionGroupNames());
    expect(projectionGroupNames()).toEqual(expect.arrayContaining(['catalogue', 'users', 'learning']));
  });

  it('given a partition, then only those groups run', () => {
    expect(loadServiceConfig({ PROJECTION_GROUPS: ' learning , users' }).projectionGroups).toEqual([
      'learning',
      'users',
    ]);
  });

  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadServiceConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('the configuration was accepted');
  };

  it('given an unknown group and a missing server address, then one error names both', () => {
    const problems = problemsOf({ PROJECTION_GROUPS: 'catalogue,payments', BUS: 'redis' });
    expect(problems).toContain('REDIS_URL is required with BUS=redis or JOBS=bullmq');
    expect(problems).toContain(
      `PROJECTION_GROUPS names unknown groups (payments): use ${projectionGroupNames().join(', ')}`,
    );
  });

  it('given a grace period that is no number, then the error names the variable', () => {
    expect(
      problemsOf({ SHUTDOWN_GRACE_MS: 'soon' }).some((problem) => problem.startsWith('SHUTDOWN_GRACE_MS ')),
    ).toBe(true);
  });
});
