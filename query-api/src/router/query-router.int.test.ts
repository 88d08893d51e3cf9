import {
  createLogger,
  type DocumentStore,
  errorHandler,
  notFound,
  openSqliteDocumentStore,
} from '@exam/platform';
import { QUESTION_SETS, type QuestionSetListing, SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectionProgress } from '../projection-progress/index.js';
import { createQueryRouter } from './index.js';

const listing = (
  id: string,
  createdAt: string,
  overrides: Partial<QuestionSetListing> = {},
): QuestionSetListing => ({
  id,
  title: `問題集 ${id}`,
  description: '',
  category: 'その他',
  icon: '📘',
  cardImage: null,
  isPaid: false,
  price: 0,
  trialQuestions: 0,
  validityPeriod: 180,
  isFeatured: false,
  featuredCategory: null,
  questionCount: 0,
  createdAt,
  updatedAt: createdAt,
  ...overrides,
});

const fixedProgress = (position: number): ProjectionProgress => ({
  position: () => position,
  waitForPosition: async (wanted) => wanted <= position,
});

describe('createQueryRouter over a SQLite document store', () => {
  let documentStore: DocumentStore;
  const app = (progress: ProjectionProgress = fixedProgress(10)) => {
    const logger = createLogger({ LOG_LEVEL: 'silent' });
    const server = express();
    server.use(express.json());
    server.use(
      '/api',
      createQueryRouter({
        documentStore,
        progress,
        logger,
        readYourWritesTimeoutMs: 20,
        eventStoreHead: async () => 12,
      }),
    );
    server.use('/api', notFound);
    server.use(errorHandler(logger));
    return request(server);
  };

  beforeEach(async () => {
    documentStore = await openSqliteDocumentStore({ file: ':memory:' });
    const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
    await sets.upsert(
      listing('old', '2025-01-01T00:00:00.000Z', { category: 'データベース', questionCount: 4 }),
    );
    await sets.upsert(
      listing('mid', '2025-02-01T00:00:00.000Z', {
        category: 'クラウド',
        isFeatured: true,
        featuredCategory: '注目',
      }),
    );
    await sets.upsert(
      listing('new', '2025-03-01T00:00:00.000Z', {
        category: 'データベース',
        isPaid: true,
        price: 1200,
        isFeatured: true,
        featuredCategory: '注目',
      }),
    );
    await documentStore.collection<SetQuestion>(SET_QUESTIONS).upsert({
      id: 'q1',
      questionSetId: 'old',
      rank: 'a0',
      text: 'SELECT文の役割は？',
      questionType: 'single',
      options: [{ id: 'o1', text: '検索', isCorrect: true, label: 'A' }],
      explanation: '秘密の解説',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
  });
  afterEach(async () => {
    await documentStore.close();
  });

  it('given three sets, when listed with a limit, then the newest come first', async () => {
    const response = await app().get('/api/question-sets?limit=2');
    expect(response.body.data.map((set: QuestionSetListing) => set.id)).toEqual(['new', 'mid']);
  });

  it('given repeated categories, when categories are asked, then each name comes once, sorted', async () => {
    const response = await app().get('/api/question-sets/categories');
    expect(response.body.data).toEqual(['クラウド', 'データベース']);
  });

  it('given two featured sets in one category, when featured categories are asked, then the name comes once', async () => {
    expect((await app().get('/api/homepage/featured-categories')).body.data).toEqual(['注目']);
    expect(
      (await app().get('/api/question-sets/featured')).body.data.map((set: QuestionSetListing) => set.id),
    ).toEqual(['new', 'mid']);
  });

  it('given a set with a question, when read, then the explanation and the correct flag stay on the server', async () => {
    const response = await app().get('/api/question-sets/old');
    expect(response.body.data.questions).toEqual([
      {
        id: 'q1',
        number: 1,
        text: 'SELECT文の役割は？',
        questionType: 'single',
        orderIndex: 0,
        options: [{ id: 'o1', text: '検索', label: 'A' }],
        locked: false,
      },
    ]);
    expect(response.text).not.toContain('秘密の解説');
  });

  it('given projections behind the asked position, when read, then the answer is marked stale', async () => {
    const response = await app(fixedProgress(3)).get('/api/question-sets').set('X-Min-Position', '4');
    expect(response.status).toBe(200);
    expect(response.headers['x-read-model-stale']).toBe('true');
  });

  it('given the health call, when asked, then it reports the projections position and the event store head', async () => {
    expect((await app(fixedProgress(7)).get('/api/health')).body).toEqual({
      success: true,
      status: 'ok',
      position: 7,
      eventStoreHead: 12,
    });
  });
});
