import { describe, expect, it } from 'vitest';
import { type BatchReply, batchesOf, type OutboxAnswer, type SendBatch, syncOutbox } from './outbox-sync';

const answer = (n: number, questionSetId = 's1'): OutboxAnswer => ({
  clientId: `c${n}`,
  questionSetId,
  questionId: `q${n}`,
  selectedOptionIds: ['a'],
  timeSpentMs: 1000,
  answeredAt: new Date(Date.UTC(2026, 10, 20, 8, n)).toISOString(),
});
const recordedAll = (answers: OutboxAnswer[]): BatchReply => ({
  kind: 'recorded',
  judgements: answers.map(({ clientId }) => ({ clientId, isCorrect: true })),
});

describe('the offline outbox sync', () => {
  it('given answers of two sets in turn, then they go in order, one batch per run of a set, cut at 500', () => {
    const outbox = [
      ...Array.from({ length: 501 }, (_, n) => answer(n)),
      answer(600, 's2'),
      answer(601, 's1'),
    ];
    expect(batchesOf(outbox).map((batch) => [batch[0]?.questionSetId, batch.length])).toEqual([
      ['s1', 500],
      ['s1', 1],
      ['s2', 1],
      ['s1', 1],
    ]);
  });

  it('given the connection drops after the first batch, then the rest stays pending and the next sync resends only it', async () => {
    const outbox = [answer(1), answer(2, 's2'), answer(3, 's3')];
    const sent: string[][] = [];
    let online = true;
    const send: SendBatch = async (_, answers) => {
      if (!online) return { kind: 'unreachable' };
      sent.push(answers.map((entry) => entry.clientId));
      online = false;
      return recordedAll(answers);
    };
    const first = await syncOutbox(outbox, send);
    expect(first).toEqual({ recorded: ['c1'], conflicts: [], pending: 2 });

    online = true;
    const rest = outbox.filter((entry) => !first.recorded.includes(entry.clientId));
    const second = await syncOutbox(rest, async (_setId, answers) => {
      sent.push(answers.map((entry) => entry.clientId));
      return recordedAll(answers);
    });
    expect(second).toEqual({ recorded: ['c2', 'c3'], conflicts: [], pending: 0 });
    expect(sent).toEqual([['c1'], ['c2'], ['c3']]);
  });

  it('given the set was deleted meanwhile, then its answers are reported with the server message, and the others still go', async () => {
    const outbox = [answer(1), answer(2, 'gone'), answer(3)];
    const result = await syncOutbox(outbox, async (setId, answers) =>
      setId === 'gone'
        ? { kind: 'refused', status: 404, message: '問題集が見つかりません' }
        : recordedAll(answers),
    );
    expect(result).toEqual({
      recorded: ['c1', 'c3'],
      conflicts: [{ questionSetId: 'gone', clientIds: ['c2'], message: '問題集が見つかりません' }],
      pending: 0,
    });
  });
});
