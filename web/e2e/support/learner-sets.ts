import { type APIRequestContext, expect } from '@playwright/test';
import { OPERATOR } from './session';

/** A set created for one test with the operator token (so no learner has practised it yet). */
export async function createSet(
  request: APIRequestContext,
  options: { title: string; questions: number; price?: number; trialQuestions?: number },
): Promise<{ id: string; title: string }> {
  const paid = (options.price ?? 0) > 0;
  const created = await request.post('/api/question-sets', {
    headers: OPERATOR,
    data: {
      title: options.title,
      description: 'Playwright で作成した問題集（学習者の一日）',
      category: 'ソフトウェア工学',
      icon: '📱',
      isPaid: paid,
      price: options.price ?? 0,
      trialQuestions: options.trialQuestions ?? 0,
      questions: Array.from({ length: options.questions }, (_, index) => ({
        text: `スマートフォンで解く問題 ${index + 1}。正しいものはどれか。`,
        questionType: 'single',
        explanation: `<p>問題 ${index + 1} の解説です。正解は「正しい選択肢」です。</p>`,
        options: [
          { text: `正しい選択肢 ${index + 1}`, isCorrect: true },
          { text: `誤った選択肢 ${index + 1}`, isCorrect: false },
          { text: `別の誤った選択肢 ${index + 1}`, isCorrect: false },
        ],
      })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = await created.json();
  return { id: body.data.id as string, title: options.title };
}

/** A free set of `size` questions `${prefix}1..size`, each with 正しい (right) and 誤り: long lists seeded fast. */
export async function createRightWrongSet(
  request: APIRequestContext,
  options: { title: string; size: number; prefix: string },
): Promise<string> {
  const created = await request.post('/api/question-sets', {
    headers: OPERATOR,
    data: {
      title: options.title,
      description: '',
      category: 'その他',
      icon: '📚',
      questions: Array.from({ length: options.size }, (_, index) => ({
        text: `${options.prefix}${index + 1}`,
        explanation: `解説 ${index + 1}`,
        questionType: 'single',
        options: [
          { text: '正しい', isCorrect: true },
          { text: '誤り', isCorrect: false },
        ],
      })),
    },
    timeout: 30_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as string;
}
