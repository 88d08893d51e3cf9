import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('given an empty environment, then the embedded profile defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      EVENT_STORE: 'sqlite',
      READ_STORE: 'sqlite',
      BUS: 'memory',
      JOBS: 'memory',
      PUBLIC_URL: 'http://localhost:3000',
      READ_YOUR_WRITES_TIMEOUT_MS: 2000,
    });
  });

  it('given PORT, then PUBLIC_URL follows it unless given', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://exam.example/' }).PUBLIC_URL).toBe(
      'https://exam.example',
    );
  });

  it('given an adapter without its server address, then the error names the missing variable', () => {
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb', BUS: 'redis' })).toThrowError(ConfigError);
    try {
      loadConfig({ EVENT_STORE: 'eventstoredb', BUS: 'redis' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'EVENTSTORE_URL is required with EVENT_STORE=eventstoredb',
        'REDIS_URL is required with BUS=redis or JOBS=bullmq',
      ]);
    }
  });

  it('given an invalid value, then the error names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => loadConfig({ READ_STORE: 'postgres' })).toThrowError(/READ_STORE/);
  });

  it('given NODE_ENV=test, then logging is silent unless LOG_LEVEL is given', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
  });
});

describe('loadConfig: identity', () => {
  it('given an empty environment, then the embedded provider at PUBLIC_URL/oidc issues tokens for PUBLIC_URL/api', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://exam.example' })).toMatchObject({
      IDENTITY: 'embedded',
      OIDC_ISSUER: 'https://exam.example/oidc',
      OIDC_CLIENT_ID: 'exam-web',
      OIDC_AUDIENCE: 'https://exam.example/api',
      ADMIN_EMAILS: [],
    });
  });

  it('given IDENTITY=external without an issuer, then the error names OIDC_ISSUER', () => {
    expect(() => loadConfig({ IDENTITY: 'external' })).toThrowError(
      /OIDC_ISSUER is required with IDENTITY=external/,
    );
  });

  it('given an external issuer, then the audience stays optional and the issuer is kept as given', () => {
    const config = loadConfig({
      IDENTITY: 'external',
      OIDC_ISSUER: 'https://cognito-idp.ap-northeast-1.amazonaws.com/ap-northeast-1_abc/',
      OIDC_CLIENT_ID: 'client-123',
    });
    expect(config.OIDC_ISSUER).toBe('https://cognito-idp.ap-northeast-1.amazonaws.com/ap-northeast-1_abc/');
    expect(config.OIDC_AUDIENCE).toBeUndefined();
    expect(config.OIDC_CLIENT_ID).toBe('client-123');
  });

  it('given ADMIN_EMAILS, then the list is trimmed and lower-cased', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Admin@Example.com, ,ops@example.com ' }).ADMIN_EMAILS).toEqual([
      'admin@example.com',
      'ops@example.com',
    ]);
  });

  it('given an unknown identity mode, then the error names IDENTITY', () => {
    expect(() => loadConfig({ IDENTITY: 'ldap' })).toThrowError(/IDENTITY/);
  });
});
