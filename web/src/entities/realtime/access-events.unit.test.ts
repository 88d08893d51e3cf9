import { describe, expect, it } from 'vitest';
import { tagsForAccessEvent } from './access-events';

describe('tagsForAccessEvent', () => {
  it('given questionSet:accessUpdate, then the set, its access and the listings', () => {
    expect(tagsForAccessEvent('questionSet:accessUpdate', { questionSetId: 's1', hasAccess: true })).toEqual([
      { type: 'QuestionSet', id: 's1' },
      { type: 'Access', id: 's1' },
      { type: 'QuestionSet', id: 'LIST' },
    ]);
  });

  it('given purchase:success, then the purchases list too', () => {
    expect(tagsForAccessEvent('purchase:success', { questionSetId: 's1' })).toContainEqual({
      type: 'Purchase',
      id: 'LIST',
    });
  });

  it('given redeemCode:new, then redemptions and purchases lists', () => {
    const tags = tagsForAccessEvent('redeemCode:new', { questionSetId: 's2', code: 'X' });
    expect(tags).toContainEqual({ type: 'RedeemCode', id: 'LIST' });
    expect(tags).toContainEqual({ type: 'Purchase', id: 'LIST' });
    expect(tags).toContainEqual({ type: 'QuestionSet', id: 's2' });
  });

  it('given a payload without a set id, then only the lists', () => {
    expect(tagsForAccessEvent('questionSet:accessUpdate', null)).toEqual([
      { type: 'QuestionSet', id: 'LIST' },
    ]);
  });
});
