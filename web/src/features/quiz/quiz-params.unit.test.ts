import { describe, expect, it } from 'vitest';
import { listModeOf, parseQuizParams, startIndex } from './quiz-params';

const parse = (query: string) => parseQuizParams(new URLSearchParams(query));

describe('parseQuizParams', () => {
  it('given no parameters, then it is a normal quiz over every question', () => {
    expect(parse('')).toEqual({
      mode: 'normal',
      explicitTrial: false,
      trialLimit: null,
      questionIds: null,
      listMode: false,
      lastQuestion: null,
      startFirst: false,
    });
  });

  it('given mode=trial or trial=true with a limit, then the trial is explicit', () => {
    expect(parse('mode=trial&trialLimit=5')).toMatchObject({
      mode: 'trial',
      explicitTrial: true,
      trialLimit: '5',
    });
    expect(parse('trial=true')).toMatchObject({ mode: 'trial', explicitTrial: true });
  });

  it('given wrong-answer mode with ids, then only those ids are practised', () => {
    expect(parse('mode=wrong-answers&questions=a,%20b,,c')).toMatchObject({
      mode: 'wrong-answers',
      questionIds: ['a', 'b', 'c'],
    });
  });

  it('given review or unseen mode with ids, then they are list modes like the wrong answers', () => {
    expect(parse('mode=review&questions=a,b')).toMatchObject({
      mode: 'review',
      questionIds: ['a', 'b'],
      listMode: true,
    });
    expect(parse('mode=unseen&questions=c')).toMatchObject({
      mode: 'unseen',
      questionIds: ['c'],
      listMode: true,
    });
  });

  it('given questions without wrong-answer mode, then the list is ignored', () => {
    expect(parse('questions=a,b').questionIds).toBeNull();
  });

  it('given lastQuestion and start=first, then both are read', () => {
    expect(parse('lastQuestion=4&start=first')).toMatchObject({ lastQuestion: 4, startFirst: true });
    expect(parse('lastQuestion=abc').lastQuestion).toBeNull();
    expect(parse('lastQuestion=-1').lastQuestion).toBeNull();
  });
});

describe('startIndex', () => {
  it('given start=first, then the quiz opens at the first question whatever else is known', () => {
    expect(startIndex(parse('start=first&lastQuestion=3'), 10, 7)).toBe(0);
  });

  it('given lastQuestion in range, then it wins over the saved position', () => {
    expect(startIndex(parse('lastQuestion=3'), 10, 7)).toBe(3);
  });

  it('given lastQuestion out of range, then it is ignored and the saved position is used', () => {
    expect(startIndex(parse('lastQuestion=10'), 10, 7)).toBe(7);
  });

  it('given nothing usable, then the quiz opens at the first question', () => {
    expect(startIndex(parse(''), 10, null)).toBe(0);
    expect(startIndex(parse(''), 10, 12)).toBe(0);
  });
});

describe('listModeOf (issue 40)', () => {
  it('given a list mode without questions, then the run is still that list (its ids come from the tab or the server)', () => {
    const params = parse('mode=wrong-answers');
    expect(params).toMatchObject({ listMode: true, questionIds: null });
    expect(listModeOf(params)).toBe('wrong-answers');
    expect(listModeOf(parse('mode=unseen&start=first'))).toBe('unseen');
  });

  it('given a normal or trial run, then it is no list', () => {
    expect(listModeOf(parse(''))).toBeNull();
    expect(listModeOf(parse('mode=trial'))).toBeNull();
  });
});
