import { updateQuestionSetBody } from '@exam/domain';
import { describe, expect, it } from 'vitest';
import { updateCommands } from './routes.js';

const metadata = { userId: 'admin', correlationId: 'c1', at: '2025-01-01T00:00:00.000Z' };
const commandsFor = (body: unknown) =>
  updateCommands('set-1', updateQuestionSetBody.parse(body), metadata).map(({ type, data }) => ({
    type,
    data,
  }));

describe('updateCommands (PUT /question-sets/{id})', () => {
  it('given only detail fields, when translated, then only the details command is issued with the sent fields', () => {
    expect(commandsFor({ title: '新しい題名', cardImage: null })).toEqual([
      {
        type: 'ChangeQuestionSetDetails',
        data: { questionSetId: 'set-1', title: '新しい題名', cardImage: null },
      },
    ]);
  });

  it('given only pricing fields, when translated, then only the pricing command is issued', () => {
    expect(commandsFor({ isPaid: 'true', price: '1200' })).toEqual([
      { type: 'ChangeQuestionSetPricing', data: { questionSetId: 'set-1', isPaid: true, price: 1200 } },
    ]);
  });

  it('given details, pricing and the featured flag, when translated, then three commands in that order', () => {
    expect(
      commandsFor({ description: '説明', trialQuestions: 2, isFeatured: true, featuredCategory: '人気' }).map(
        (c) => c.type,
      ),
    ).toEqual(['ChangeQuestionSetDetails', 'ChangeQuestionSetPricing', 'FeatureQuestionSet']);
  });

  it('given isFeatured false, when translated, then the set is unfeatured', () => {
    expect(commandsFor({ isFeatured: false, featuredCategory: '人気' })).toEqual([
      { type: 'UnfeatureQuestionSet', data: { questionSetId: 'set-1' } },
    ]);
  });

  it('given an empty body, when translated, then no command is issued', () => {
    expect(commandsFor({})).toEqual([]);
  });
});
