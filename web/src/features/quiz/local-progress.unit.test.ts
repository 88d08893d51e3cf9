import { describe, expect, it } from 'vitest';
import {
  clearLocalProgress,
  LOCAL_PROGRESS_TTL_MS,
  loadLocalProgress,
  localProgressKey,
  saveLocalProgress,
} from './local-progress';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const answer = (isCorrect: boolean) => ({
  selectedOptionIds: ['a'],
  isCorrect,
  correctOptionIds: ['a'],
  explanation: '',
  timeSpentMs: 1_000,
});

const progress = (lastUpdated: number) => ({
  answeredQuestions: { q1: answer(true), q2: answer(false) },
  lastQuestionIndex: 2,
  selection: { questionId: 'q3', optionIds: ['c'] },
  totalQuestions: 10,
  lastUpdated,
});

describe('local progress', () => {
  it('given saved progress, when loaded within 24 h, then it comes back with its counts', () => {
    const storage = memoryStorage();
    saveLocalProgress(storage, 'set', null, progress(1_000));
    const loaded = loadLocalProgress(storage, 'set', null, 1_000 + LOCAL_PROGRESS_TTL_MS - 1);
    expect(loaded).toMatchObject({ lastQuestionIndex: 2, totalAnswered: 2, correctAnswers: 1 });
    expect(loaded?.selection).toEqual({ questionId: 'q3', optionIds: ['c'] });
  });

  it('given progress older than 24 h, when loaded, then it is gone and removed', () => {
    const storage = memoryStorage();
    saveLocalProgress(storage, 'set', 'u1', progress(1_000));
    expect(loadLocalProgress(storage, 'set', 'u1', 1_000 + LOCAL_PROGRESS_TTL_MS)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('given progress of another owner, when loaded, then nothing is found', () => {
    const storage = memoryStorage();
    saveLocalProgress(storage, 'set', 'u1', progress(1_000));
    expect(loadLocalProgress(storage, 'set', 'u2', 1_001)).toBeNull();
    expect(loadLocalProgress(storage, 'set', 'u1', 1_001)).not.toBeNull();
  });

  it('given unreadable JSON, when loaded, then it reads as no progress', () => {
    const storage = memoryStorage();
    storage.setItem(localProgressKey('set', null), '{broken');
    expect(loadLocalProgress(storage, 'set', null, 0)).toBeNull();
  });

  it('given saved progress, when cleared, then it is gone', () => {
    const storage = memoryStorage();
    saveLocalProgress(storage, 'set', null, progress(1_000));
    clearLocalProgress(storage, 'set', null);
    expect(loadLocalProgress(storage, 'set', null, 1_001)).toBeNull();
  });
});
