import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Authenticator, createLogger, loadConfig, type Principal } from '@exam/platform';
import { SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { composeStandalone } from '../compose.js';
import { type Harness, harnessOver } from './harness.js';

/** Test tokens: two devices of learner A, learner B, and the administrator. */
export const TOKENS = {
  admin: 'practice-admin-token-for-tests',
  aPhone: 'practice-a-phone',
  aLaptop: 'practice-a-laptop',
  b: 'practice-b',
} as const;

const principals: Record<string, Principal> = {
  [TOKENS.admin]: { userId: 'admin-1', username: 'admin', isAdmin: true },
  [TOKENS.aPhone]: { userId: 'learner-a', username: 'learner_a', isAdmin: false },
  [TOKENS.aLaptop]: { userId: 'learner-a', username: 'learner_a', isAdmin: false },
  [TOKENS.b]: { userId: 'learner-b', username: 'learner_b', isAdmin: false },
};

export const fakeAuthenticator: Authenticator = async (token) => principals[token] ?? null;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export type PracticeHarness = Harness;

/** A standalone server over a fresh DATA_DIR whose callers are the fake principals above. */
export const startPracticeStandalone = async (env: Record<string, string> = {}): Promise<PracticeHarness> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'practice-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_API_TOKEN: TOKENS.admin, ...env });
  const standalone = await composeStandalone({
    config,
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    authenticator: fakeAuthenticator,
  });
  return harnessOver(standalone, dataDir);
};

/** Every string anywhere in a JSON value (to prove a text never leaves the server, however deep). */
export const allStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
};

/** A paid set of four questions with a trial of two; texts of the locked ones carry a SECRET marker. */
export const paidSetPayload = () => ({
  title: '有料セット',
  description: 'ゲート配信の検証',
  category: 'セキュリティ技術',
  isPaid: true,
  price: 1980,
  trialQuestions: 2,
  questions: [0, 1, 2, 3].map((index) => {
    const secret = index >= 2 ? `SECRET-${index}` : `open-${index}`;
    return {
      text: `${secret} 問題文`,
      explanation: `<p>${secret} 解説</p>`,
      questionType: index === 1 ? 'multiple' : 'single',
      options: [
        { text: `${secret} 選択肢A`, isCorrect: true },
        { text: `${secret} 選択肢B`, isCorrect: index === 1 },
        { text: `${secret} 選択肢C`, isCorrect: false },
      ],
    };
  }),
});

/** The same shape, free (everything may be seen: no SECRET markers). */
export const freeSetPayload = () => ({
  ...(JSON.parse(JSON.stringify(paidSetPayload()).replaceAll('SECRET', 'free')) as ReturnType<
    typeof paidSetPayload
  >),
  title: '無料セット',
  isPaid: false,
  price: 0,
  trialQuestions: 0,
});

/**
 * A fixed-offset IANA zone in which it is about noon now: "later today" then holds minutes-away cards whatever
 * hour the tests run at (near the learner's midnight they would rightly fall on tomorrow).
 */
export const middayZone = (now = new Date()): string => {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  // Etc/GMT zones carry the opposite sign (Etc/GMT-9 is UTC+9).
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
};

/**
 * Creates a set as the administrator, waits until the read side has it and returns its id and its questions in
 * the set's order (as the read side holds them, correct options included).
 */
export const createSet = async (
  harness: PracticeHarness,
  payload: object = freeSetPayload(),
): Promise<{ setId: string; questions: SetQuestion[] }> => {
  const created = await harness.http.post('/api/question-sets').set(bearer(TOKENS.admin)).send(payload);
  const setId: string = created.body.data.id;
  await harness.standalone.progress.waitForPosition(
    await harness.standalone.eventStore.headPosition(),
    5_000,
  );
  const questions = await harness.standalone.documentStore
    .collection<SetQuestion>(SET_QUESTIONS)
    .find({ questionSetId: setId }, { sort: [['rank', 1]] });
  return { setId, questions };
};
