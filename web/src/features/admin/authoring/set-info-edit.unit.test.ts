import { describe, expect, it } from 'vitest';
import type { QuestionSetListing } from '../../../entities/catalogue';
import {
  changedFields,
  draftOf,
  resolvePendingImage,
  type SetInfoDraft,
  searchSets,
  validateSetInfo,
  withIcon,
} from './set-info-edit';

const listing = (change: Partial<QuestionSetListing> = {}): QuestionSetListing => ({
  id: 's1',
  title: 'SQL 基礎',
  description: 'SELECT から',
  category: 'データベース',
  icon: '🗄️',
  cardImage: null,
  isPaid: true,
  price: 500,
  trialQuestions: 2,
  validityPeriod: 180,
  isFeatured: false,
  featuredCategory: null,
  questionCount: 3,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  ...change,
});

const edit = (change: Partial<SetInfoDraft>, set = listing()) => {
  const original = draftOf(set);
  return { original, draft: { ...original, ...change } };
};

describe('draftOf', () => {
  it('given a set with a card image, when opened, then the image is the icon', () => {
    const draft = draftOf(listing({ icon: '🗄️', cardImage: '/uploads/a.png' }));
    expect(draft).toMatchObject({ icon: '/uploads/a.png', cardImage: '/uploads/a.png' });
  });

  it('given a set without featured category, when opened, then the category is empty text', () => {
    expect(draftOf(listing()).featuredCategory).toBe('');
  });
});

describe('changedFields', () => {
  it('given nothing changed, when saved, then the body is empty', () => {
    const { original, draft } = edit({});
    expect(changedFields(original, draft)).toEqual({});
  });

  it('given a new title and price, when saved, then only those are sent', () => {
    const { original, draft } = edit({ title: ' SQL 応用 ', price: '1,980' });
    expect(changedFields(original, draft)).toEqual({ title: 'SQL 応用', price: 1980 });
  });

  it('given a paid price emptied, when saved, then the price is 0', () => {
    const { original, draft } = edit({ price: '' });
    expect(changedFields(original, draft)).toEqual({ price: 0 });
  });

  it('given the paid flag turned off, when saved, then only the flag is sent', () => {
    const { original, draft } = edit({ isPaid: false });
    expect(changedFields(original, draft)).toEqual({ isPaid: false });
  });

  it('given featured turned on with a category, when saved, then flag and category are sent', () => {
    const { original, draft } = edit({ isFeatured: true, featuredCategory: ' 人気 ' });
    expect(changedFields(original, draft)).toEqual({ isFeatured: true, featuredCategory: '人気' });
  });

  it('given featured turned off, when saved, then the category is cleared', () => {
    const { original, draft } = edit(
      { isFeatured: false },
      listing({ isFeatured: true, featuredCategory: '人気' }),
    );
    expect(changedFields(original, draft)).toEqual({ isFeatured: false, featuredCategory: null });
  });

  it('given the image removed, when saved, then the icon is default and the card image null', () => {
    const set = listing({ icon: '/uploads/a.png', cardImage: '/uploads/a.png' });
    const original = draftOf(set);
    expect(changedFields(original, withIcon(original, 'default'))).toEqual({
      icon: 'default',
      cardImage: null,
    });
  });
});

describe('resolvePendingImage', () => {
  it('given a pending image uploaded, when saved, then icon and card image are the URL', () => {
    const { original, draft } = edit({ icon: 'pending_upload' });
    expect(resolvePendingImage(draft, original, '/uploads/b.png')).toMatchObject({
      icon: '/uploads/b.png',
      cardImage: '/uploads/b.png',
    });
  });

  it('given the upload failed and saving continues, when saved, then the old icon stays', () => {
    const { original, draft } = edit({ icon: 'pending_upload', title: '新' });
    const resolved = resolvePendingImage(draft, original, null);
    expect(changedFields(original, resolved)).toEqual({ title: '新' });
  });

  it('given no pending image, when saved, then the draft is unchanged', () => {
    const { original, draft } = edit({ icon: '🚀' });
    expect(resolvePendingImage(draft, original, '/x.png')).toBe(draft);
  });
});

describe('validateSetInfo', () => {
  it('given a blank title and featured without category, when checked, then both are reported', () => {
    const { draft } = edit({ title: '', isFeatured: true, featuredCategory: '' });
    expect(validateSetInfo(draft)).toEqual({
      title: 'authoringSets.validation.titleRequired',
      featuredCategory: 'authoringSets.validation.featuredCategoryRequired',
    });
  });

  it('given a negative price, when checked, then it is refused', () => {
    const { draft } = edit({ price: '-5' });
    expect(validateSetInfo(draft)).toEqual({ price: 'numberInput.negative' });
  });

  it('given a price above the bound typed with separators, when checked, then the bound refuses it', () => {
    const { draft } = edit({ price: '１，０００，００１' });
    expect(validateSetInfo(draft)).toEqual({ price: 'authoringSets.validation.priceInvalid' });
  });
});

describe('searchSets', () => {
  const sets = [
    listing({ id: 'a', title: 'Java 入門', category: 'プログラミング言語' }),
    listing({ id: 'b', title: 'SQL', description: 'JOIN を学ぶ', category: 'データベース' }),
  ];

  it('given a query, when searched, then title, description and category match ignoring case', () => {
    expect(searchSets(sets, 'java').map((set) => set.id)).toEqual(['a']);
    expect(searchSets(sets, 'join').map((set) => set.id)).toEqual(['b']);
    expect(searchSets(sets, 'データ').map((set) => set.id)).toEqual(['b']);
  });

  it('given a blank query, when searched, then every set is listed', () => {
    expect(searchSets(sets, '  ')).toHaveLength(2);
  });
});
