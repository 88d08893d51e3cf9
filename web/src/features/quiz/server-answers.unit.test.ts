import { describe, expect, it } from 'vitest';
import { resumeIndex } from './server-answers';

const ids = ['q0', 'q1', 'q2', 'q3'];
const answered =
  (...given: string[]) =>
  (index: number) =>
    given.includes(ids[index] as string);

describe('resumeIndex', () => {
  it('given the last answered question saved, when resumed, then the next unanswered one', () => {
    expect(resumeIndex(ids.length, answered('q0', 'q1'), 1)).toBe(2);
    expect(resumeIndex(ids.length, answered('q0', 'q1', 'q2'), 1)).toBe(3);
  });

  it('given nothing unanswered after it, then the first unanswered before it; all answered: the saved one', () => {
    expect(resumeIndex(ids.length, answered('q1', 'q2', 'q3'), 3)).toBe(0);
    expect(resumeIndex(ids.length, answered('q0', 'q1', 'q2', 'q3'), 2)).toBe(2);
  });

  it('given a 10,000-question set known only by its answered places, then the next unanswered place', () => {
    const places = new Set([9_997, 9_998]);
    expect(resumeIndex(10_000, (index) => places.has(index), 9_998)).toBe(9_999);
  });

  it('given a saved question not answered yet (or out of range), then it stays', () => {
    expect(resumeIndex(ids.length, answered('q0'), 2)).toBe(2);
    expect(resumeIndex(ids.length, answered('q0'), 9)).toBe(9);
  });
});
