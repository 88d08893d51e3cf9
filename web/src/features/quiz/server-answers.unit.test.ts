import { describe, expect, it } from 'vitest';
import { resumeIndex } from './server-answers';

const questions = ['q0', 'q1', 'q2', 'q3'].map((id) => ({ id }));
const answered = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, true]));

describe('resumeIndex', () => {
  it('given the last answered question saved, when resumed, then the next unanswered one', () => {
    expect(resumeIndex(questions, answered('q0', 'q1'), 1)).toBe(2);
    expect(resumeIndex(questions, answered('q0', 'q1', 'q2'), 1)).toBe(3);
  });

  it('given nothing unanswered after it, then the first unanswered before it; all answered: the saved one', () => {
    expect(resumeIndex(questions, answered('q1', 'q2', 'q3'), 3)).toBe(0);
    expect(resumeIndex(questions, answered('q0', 'q1', 'q2', 'q3'), 2)).toBe(2);
  });

  it('given a saved question not answered yet (or out of range), then it stays', () => {
    expect(resumeIndex(questions, answered('q0'), 2)).toBe(2);
    expect(resumeIndex(questions, answered('q0'), 9)).toBe(9);
  });
});
