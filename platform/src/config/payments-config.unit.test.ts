import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig: payments', () => {
  it('given an empty environment, then the simulated gateway and no debug purchase', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENTS: 'simulated', DEBUG_PURCHASES: false });
  });

  it('given PAYMENTS=stripe without its keys, then the error names each missing variable', () => {
    try {
      loadConfig({ PAYMENTS: 'stripe' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_SECRET_KEY is required with PAYMENTS=stripe',
        'STRIPE_WEBHOOK_SECRET is required with PAYMENTS=stripe',
        'STRIPE_PUBLISHABLE_KEY is required with PAYMENTS=stripe',
      ]);
    }
  });

  it('given DEBUG_PURCHASES and a local Stripe fake, then they are read', () => {
    expect(
      loadConfig({
        DEBUG_PURCHASES: 'true',
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'http',
      }),
    ).toMatchObject({ DEBUG_PURCHASES: true, PAYMENTS: 'stripe', STRIPE_API_PORT: 12111 });
    expect(() => loadConfig({ DEBUG_PURCHASES: 'yes' })).toThrowError(/DEBUG_PURCHASES/);
  });
});
