import { describe, expect, it } from 'vitest';
import { analyseItems } from './item-analysis.js';

const option = (id: string, isCorrect: boolean) => ({ id, label: id.toUpperCase(), text: id, isCorrect });
const question = (id: string, orderIndex: number) => ({
  id,
  orderIndex,
  text: id,
  options: [option(`${id}a`, true), option(`${id}b`, false)],
});
const answer = (userId: string, questionId: string, isCorrect: boolean) => ({
  userId,
  questionId,
  isCorrect,
  selectedOptionIds: [`${questionId}${isCorrect ? 'a' : 'b'}`],
});

describe('item analysis', () => {
  // Given 4 learners and 3 questions; first answers (1 = correct):
  //        q1 q2 q3
  //   u1    1  1  1
  //   u2    1  1  0
  //   u3    0  1  0
  //   u4    0  0  1
  const grid: Record<string, [number, number, number]> = {
    u1: [1, 1, 1],
    u2: [1, 1, 0],
    u3: [0, 1, 0],
    u4: [0, 0, 1],
  };
  const answers = Object.entries(grid).flatMap(([user, row]) =>
    row.map((correct, index) => answer(user, `q${index + 1}`, correct === 1)),
  );
  const totals = new Map([
    ['q1', { attempts: 6, totalTimeMs: 60_000 }],
    ['q2', { attempts: 4, totalTimeMs: 20_000 }],
    ['q3', { attempts: 4, totalTimeMs: 40_000 }],
  ]);
  const items = analyseItems([question('q1', 0), question('q2', 1), question('q3', 2)], answers, totals);
  const item = (id: string) => items.find((entry) => entry.questionId === id);

  it('then facility is the share of correct first answers', () => {
    expect(item('q1')?.facility).toBe(0.5);
    expect(item('q2')?.facility).toBe(0.75);
    expect(item('q3')?.facility).toBe(0.5);
  });

  it('then discrimination is the correlation of the item with the rest of the set (hand-computed)', () => {
    // q1: x = [1,1,0,0]; rest scores (q2,q3) = [1, .5, .5, .5]; mean x .5, mean y .625
    //   sxy = .5*.375 + .5*-.125 + -.5*-.125 + -.5*-.125 = .25; sxx = 1; syy = .1875 → r = .25/√.1875 = .577
    expect(item('q1')?.discrimination).toBe(0.577);
    // q2: x = [1,1,1,0]; rest (q1,q3) = [1, .5, 0, .5]; mean x .75, mean y .5
    //   sxy = .25*.5 + .25*0 + .25*-.5 + -.75*0 = 0 → r = 0
    expect(item('q2')?.discrimination).toBe(0);
    // q3: x = [1,0,0,1]; rest (q1,q2) = [1, 1, .5, 0]; mean x .5, mean y .625
    //   sxy = .5*.375 + -.5*.375 + -.5*-.125 + .5*-.625 = -.25; syy = .6875 → r = -.25/√.6875 = -.302
    expect(item('q3')?.discrimination).toBe(-0.302);
  });

  it('then option counts, attempts and the average time come from the answers', () => {
    expect(item('q2')?.options.map((entry) => entry.count)).toEqual([3, 1]);
    expect(item('q1')).toMatchObject({ attempts: 6, firstAttempts: 4, averageTimeMs: 10_000 });
  });

  it('then with fewer than 5 answers nothing is flagged, and the list is ordered by facility', () => {
    expect(items.every((entry) => entry.flags.length === 0)).toBe(true);
    expect(items.map((entry) => entry.questionId)).toEqual(['q1', 'q3', 'q2']);
  });

  it('given enough answers, then a too-hard question with negative discrimination comes first', () => {
    const learners = ['a', 'b', 'c', 'd', 'e', 'f'];
    // q1 is right only for the weakest learners (f, e); q2 and q3 follow ability.
    const many = learners.flatMap((user, rank) => [
      answer(user, 'q1', rank >= 4),
      answer(user, 'q2', rank < 4),
      answer(user, 'q3', rank < 3),
    ]);
    const [worst] = analyseItems([question('q1', 0), question('q2', 1), question('q3', 2)], many, new Map());
    expect(worst).toMatchObject({ questionId: 'q1', facility: 0.333 });
    expect(worst?.flags).toEqual(['negativeDiscrimination']);
    expect(worst?.averageTimeMs).toBeNull();
  });

  it('given no answers, then figures are null and nothing is flagged', () => {
    expect(analyseItems([question('q1', 0)], [], new Map())[0]).toMatchObject({
      attempts: 0,
      firstAttempts: 0,
      facility: null,
      discrimination: null,
      flags: [],
    });
  });
});
