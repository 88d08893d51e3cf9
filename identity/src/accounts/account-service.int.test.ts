import { randomBytes } from 'node:crypto';
import { createLogger } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { openIdentityDatabase } from '../storage/identity-database.js';
import { createSignInLimiters, SIGN_IN_LIMITS, type SignInLimits } from '../throttle/sign-in-limiters.js';
import { AccountService } from './account-service.js';
import { AccountStore } from './account-store.js';
import { CODE_MAX_ATTEMPTS, OneTimeCodes } from './one-time-codes.js';
import { TotpCipher } from './totp-cipher.js';

const setup = (limits: SignInLimits = SIGN_IN_LIMITS) => {
  const db = openIdentityDatabase(':memory:');
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail), close: async () => {} };
  const store = new AccountStore(db);
  const cipher = new TotpCipher(randomBytes(32).toString('base64'));
  const service = new AccountService({
    store,
    codes: new OneTimeCodes(db, randomBytes(32)),
    mailer,
    cipher,
    limiters: createSignInLimiters(limits),
    logger: createLogger({ LOG_LEVEL: 'silent' }),
  });
  return { db, store, service, sent, cipher };
};

const selfService = { policy: 'self-service', emailVerified: false } as const;

describe('AccountService', () => {
  it('given a registration, then the password is stored as an argon2id hash and a code is mailed', async () => {
    const { service, store, sent } = setup();
    const account = await service.register(
      { username: 'Taro', email: 'Taro@Example.com', password: 'secret123' },
      selfService,
    );
    const stored = store.findBySub(account.sub);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain('secret123');
    expect(stored).toMatchObject({ emailVerified: false, disabled: false, username: 'Taro' });
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'Taro@Example.com',
        purpose: 'verify-email',
        code: expect.stringMatching(/^\d{6}$/),
      }),
    ]);
  });

  it('given an existing username or e-mail in another case, then the spec conflict messages', async () => {
    const { service } = setup();
    await service.register(
      { username: 'taro', email: 'taro@example.com', password: 'secret123' },
      selfService,
    );
    await expect(
      service.register({ username: 'TARO', email: 'x@example.com', password: 'secret123' }, selfService),
    ).rejects.toMatchObject({
      status: 409,
      code: 'USERNAME_EXISTS',
      message: 'このユーザー名は既に使われています',
    });
    await expect(
      service.register({ username: 'jiro', email: 'TARO@example.com', password: 'secret123' }, selfService),
    ).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_EXISTS',
      message: '登録できませんでした。このメールアドレスは既に登録されている可能性があります',
    });
  });

  it('given the two password policies, then administrators may set 6 characters and self-registration needs 8 with a digit', async () => {
    const { service } = setup();
    await expect(
      service.register({ username: 'short1', email: 's1@example.com', password: 'abcdef' }, selfService),
    ).rejects.toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'パスワードは8文字以上で入力してください',
    });
    const admin = await service.register(
      { username: 'short2', email: 's2@example.com', password: 'abcdef' },
      { policy: 'admin-created', emailVerified: true },
    );
    expect(admin.emailVerified).toBe(true);
    await expect(
      service.register({ username: 'bad name', email: 'b@example.com', password: 'secret123' }, selfService),
    ).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
      message: 'ユーザー名は4〜20文字の英数字とアンダースコアで入力してください',
    });
    await expect(
      service.register(
        { username: 'phone1', email: 'p@example.com', password: 'secret123', phoneNumber: '12' },
        selfService,
      ),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMETER' });
  });

  it('given a user signing in by username or e-mail, then both work and unverified accounts are told so', async () => {
    const { service, sent } = setup();
    await service.register(
      { username: 'hanako', email: 'hanako@example.com', password: 'secret123' },
      selfService,
    );
    await expect(service.authenticate('hanako', 'secret123', '1.1.1.1')).rejects.toMatchObject({
      code: 'USER_NOT_CONFIRMED',
      message: 'メールアドレスが確認されていません。メールに届いた確認コードを入力してください',
    });
    await service.confirmEmail('HANAKO@example.com', sent[0]?.code ?? '', '1.1.1.1');
    expect((await service.authenticate('Hanako@Example.com', 'secret123', '1.1.1.1')).username).toBe(
      'hanako',
    );
    await expect(service.authenticate('nobody', 'secret123', '1.1.1.1')).rejects.toMatchObject({
      status: 401,
      message: 'ユーザー名またはパスワードが正しくありません',
    });
  });

  it('given the failure ceiling of one address reached, then that address is throttled for every account', async () => {
    const { service } = setup({ ...SIGN_IN_LIMITS, failuresPerAddress: 20 });
    await service.register(
      { username: 'victim', email: 'v@example.com', password: 'secret123' },
      { policy: 'admin-created', emailVerified: true },
    );
    for (let i = 0; i < 20; i++)
      await service.authenticate(`ghost${i}`, 'nope', '9.9.9.9').catch(() => undefined);
    await expect(service.authenticate('victim', 'secret123', '9.9.9.9')).rejects.toMatchObject({
      status: 429,
    });
    expect((await service.authenticate('victim', 'secret123', '8.8.8.8')).username).toBe('victim');
  });

  it('given a TOTP secret, then it is stored encrypted and opens to the same secret', () => {
    const { service, store, cipher } = setup();
    const sub = 'a0000000-0000-4000-8000-000000000000';
    store.insert({
      sub,
      username: 'totp',
      email: 't@example.com',
      passwordHash: 'x',
      phoneNumber: null,
      name: null,
      familyName: null,
      givenName: null,
      emailVerified: true,
      disabled: false,
      totpSecret: null,
      totpEnabled: false,
      createdAt: new Date().toISOString(),
      lastLoginAt: null,
    });
    service.enableTotp(sub, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const stored = store.findBySub(sub);
    expect(stored?.totpEnabled).toBe(true);
    expect(stored?.totpSecret).not.toContain('JBSWY3DP');
    expect(cipher.decrypt(stored?.totpSecret ?? '')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });
});

describe('OneTimeCodes', () => {
  it('given 15 minutes passed, then the right code is expired', () => {
    let now = 0;
    const codes = new OneTimeCodes(openIdentityDatabase(':memory:'), randomBytes(32), () => now);
    const code = codes.issue('sub', 'verify-email');
    now = 15 * 60_000 + 1;
    expect(codes.check('sub', 'verify-email', code)).toBe('expired');
  });

  it('given a valid code, then it works once and only for its purpose', () => {
    const codes = new OneTimeCodes(openIdentityDatabase(':memory:'), randomBytes(32));
    const code = codes.issue('sub', 'reset-password');
    expect(codes.check('sub', 'verify-email', code)).toBe('mismatch');
    expect(codes.check('sub', 'reset-password', code)).toBe('valid');
    expect(codes.check('sub', 'reset-password', code)).toBe('mismatch');
  });

  it(`given ${CODE_MAX_ATTEMPTS} wrong guesses, then even the right code is void`, () => {
    const codes = new OneTimeCodes(openIdentityDatabase(':memory:'), randomBytes(32));
    const code = codes.issue('sub', 'verify-email');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      expect(codes.check('sub', 'verify-email', wrong)).toBe('mismatch');
    expect(codes.check('sub', 'verify-email', code)).toBe('mismatch');
  });
});
