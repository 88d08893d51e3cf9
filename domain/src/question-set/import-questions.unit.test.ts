import { describe, expect, it } from 'vitest';
import type { QuestionSetEvent } from './events.js';
import { given, questionAdded, SET_ID, setCreated, singleQuestion } from './test-support/given-when-then.js';

const importing = (...ids: string[]) => ({
  type: 'ImportQuestions' as const,
  data: { questionSetId: SET_ID, questions: ids.map((id) => singleQuestion(id)) },
});
const added = (events: QuestionSetEvent[]) =>
  events.map((event) =>
    event.type === 'QuestionAdded' ? [event.data.question.id, event.data.position] : null,
  );

describe('ImportQuestions', () => {
  it('given a set with one question, when three are imported, then they are added at the end in file order', () => {
    const events = given(setCreated(), questionAdded('q0', 0)).when(importing('i1', 'i2', 'i3'));
    expect(added(events)).toEqual([
      ['i1', 1],
      ['i2', 2],
      ['i3', 3],
    ]);
  });

  it('given questions a retried job already imported, when the same batch comes again, then only the missing ones are added', () => {
    const first = given(setCreated()).when(importing('i1', 'i2'));
    const again = given(setCreated(), ...first).when(importing('i1', 'i2', 'i3'));
    expect(added(again)).toEqual([['i3', 2]]);
  });

  it('given a batch naming one question twice, then it is added once', () => {
    expect(added(given(setCreated()).when(importing('i1', 'i1')))).toEqual([['i1', 0]]);
  });

  it('given a question that breaks the add rules, then the batch is refused whole (the job checks lines first)', () => {
    expect(() =>
      given(setCreated()).when({
        type: 'ImportQuestions',
        data: { questionSetId: SET_ID, questions: [singleQuestion('i1', { text: ' ' })] },
      }),
    ).toThrow('問題内容を入力してください');
  });
});
