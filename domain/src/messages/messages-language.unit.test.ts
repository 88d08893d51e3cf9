import { describe, expect, it } from 'vitest';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors/index.js';
import { HomeContentMessages } from '../home-content/messages.js';
import { MockExamMessages } from '../mock-exam/messages.js';
import { PracticeMessages } from '../practice/messages.js';
import { PurchaseMessages } from '../purchase/messages.js';
import { QuestionReportMessages } from '../question-report/messages.js';
import { IconMessages } from '../question-set/icon.js';
import { QuestionSetMessages } from '../question-set/messages.js';
import { RedeemCodeMessages } from '../redeem-code/messages.js';
import { Bounds, LengthBounds } from '../rules/bounds.js';
import { StudyPlanMessages } from '../study-plan/messages.js';
import { UserMessages } from '../user/messages.js';
import { AdminSpecChinese, LearnerSpecChinese } from './spec-quoted.js';

type Catalogue = Record<string, string | ((...args: never[]) => string)>;
type Audience = 'learner' | 'admin';

/** Kana appear in Japanese sentences and never in Chinese ones. */
const isJapanese = (text: string) => /[\u3040-\u30ff]/.test(text);
const textOf = (value: Catalogue[string]) =>
  typeof value === 'function' ? (value as (...args: unknown[]) => string)(3, 7) : value;

/**
 * Every catalogue of server texts in the domain, each key with who can receive it. A key missing here fails
 * the walk, so a new text has to say whom it reaches.
 */
const admin = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, 'admin' as Audience]));
const catalogues: Array<{ name: string; texts: Catalogue; audience: Record<string, Audience> | Audience }> = [
  { name: 'PracticeMessages', texts: PracticeMessages, audience: 'learner' },
  { name: 'PurchaseMessages', texts: PurchaseMessages, audience: 'learner' },
  { name: 'MockExamMessages', texts: MockExamMessages, audience: 'learner' },
  { name: 'StudyPlanMessages', texts: StudyPlanMessages, audience: 'learner' },
  {
    name: 'QuestionReportMessages',
    texts: QuestionReportMessages,
    audience: {
      reason: 'learner',
      noteRequired: 'learner',
      exists: 'learner',
      alreadyOpen: 'learner',
      ...admin('outcome', 'rejectionNoteRequired', 'notFound', 'closed'),
    },
  },
  {
    name: 'RedeemCodeMessages',
    texts: RedeemCodeMessages,
    audience: {
      redeemed: 'learner',
      codeRequired: 'learner',
      codeTooShort: 'learner',
      codeTooLong: 'learner',
      codeNotFound: 'learner',
      codeUsed: 'learner',
      codeInvalid: 'learner',
      codeForAnotherSet: 'learner',
      codeSetMissing: 'learner',
      retry: 'learner',
      ...admin(
        'generated',
        'fixed',
        'batchFixed',
        'deleted',
        'setRequired',
        'setInvalid',
        'setNotPaid',
        'validityTooSmall',
        'validityTooLarge',
        'quantityInvalid',
        'onlyUnusedCanChange',
        'batchFixNeedsCodes',
      ),
    },
  },
  {
    name: 'UserMessages',
    texts: UserMessages,
    audience: {
      notFound: 'learner',
      exists: 'learner',
      deleted: 'learner',
      sessionRequired: 'learner',
      ...admin(
        'usernameRequired',
        'emailRequired',
        'emailInvalid',
        'passwordRequired',
        'passwordTooShort',
        'passwordMismatch',
        'cannotChangeOwnRole',
        'cannotDeleteSelf',
      ),
    },
  },
  {
    name: 'QuestionSetMessages',
    texts: QuestionSetMessages,
    audience: Object.fromEntries(
      Object.keys(QuestionSetMessages).map((key) => [key, key === 'notFound' ? 'learner' : 'admin']),
    ) as Record<string, Audience>,
  },
  { name: 'IconMessages', texts: IconMessages, audience: 'admin' },
  { name: 'HomeContentMessages', texts: HomeContentMessages, audience: 'admin' },
  {
    name: 'Bounds',
    texts: Object.fromEntries(Object.entries(Bounds).map(([key, bound]) => [key, bound.message])),
    audience: 'learner',
  },
  {
    name: 'LengthBounds',
    texts: Object.fromEntries(Object.entries(LengthBounds).map(([key, bound]) => [key, bound.message])),
    audience: 'learner',
  },
  {
    name: 'default error texts',
    texts: {
      unauthorized: new UnauthorizedError().message,
      forbidden: new ForbiddenError().message,
      tooManyRequests: new TooManyRequestsError().message,
    },
    audience: 'learner',
  },
];

const walk = () =>
  catalogues.flatMap(({ name, texts, audience }) =>
    Object.entries(texts).map(([key, value]) => ({
      where: `${name}.${key}`,
      text: textOf(value),
      audience: typeof audience === 'string' ? audience : audience[key],
    })),
  );

describe('the server message catalogue', () => {
  it('given every catalogue, when walked, then each text says whom it reaches', () => {
    const unclassified = walk().filter((entry) => entry.audience === undefined);
    expect(unclassified.map((entry) => entry.where)).toEqual([]);
  });

  it('given a text a learner can receive, then it is Japanese unless the learner spec quotes it in Chinese', () => {
    const learner = walk().filter((entry) => entry.audience === 'learner');
    expect(learner.length).toBeGreaterThan(60);
    const notJapanese = learner
      .filter((entry) => !isJapanese(entry.text) && !LearnerSpecChinese.has(entry.text))
      .map((entry) => `${entry.where}: ${entry.text}`);
    expect(notJapanese).toEqual([]);
  });

  it('given the redeem refusals a learner can receive, then none is Chinese', () => {
    for (const key of [
      'codeRequired',
      'codeTooShort',
      'codeNotFound',
      'codeUsed',
      'codeForAnotherSet',
    ] as const)
      expect(isJapanese(RedeemCodeMessages[key])).toBe(true);
  });

  it('given an admin text in Chinese, then the admin spec quotes it or it is the redeem tab’s own voice', () => {
    const adminChinese = walk().filter((entry) => entry.audience === 'admin' && !isJapanese(entry.text));
    for (const entry of adminChinese)
      expect(
        AdminSpecChinese.has(entry.text) ||
          LearnerSpecChinese.has(entry.text) ||
          entry.where.startsWith('RedeemCode'),
        entry.where,
      ).toBe(true);
  });

  it('given the kana check, then it tells the spec’s Japanese from its Chinese', () => {
    expect(isJapanese('引換コードの使用に失敗しました')).toBe(true);
    expect(isJapanese('兑换码已被使用')).toBe(false);
    expect(isJapanese('获取兑换历史失败')).toBe(false);
  });
});
