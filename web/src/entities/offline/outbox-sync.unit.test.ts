import { describe, expect, it } from 'vitest';
import { type BatchReply, batchesOf, type OutboxAnswer, type SendBatch, syncOutbox } from './outbox-sync';
import { outboxAnswer, recordedAll } from './test-bundle';

const answer = outboxAnswer;

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
      conflicts: [
        { questionSetId: 'gone', clientIds: ['c2'], message: '問題集が見つかりません', status: 404 },
      ],
      pending: 0,
    });
  });

  /**
   * The batch route: all or nothing, its message naming the place of the first answer it refuses; with
   * `sendsIndex`, also that place as `answerIndex` (as the server sends it now).
   */
  const batchRoute =
    (sendsIndex: boolean, reason: string) =>
    (stale: ReadonlySet<string>, sent: string[][], reply = { status: 400, code: 'OPTION_NOT_IN_QUESTION' }) =>
    async (_setId: string, answers: OutboxAnswer[]): Promise<BatchReply> => {
      sent.push(answers.map((entry) => entry.clientId));
      const refused = answers.findIndex((entry) => stale.has(entry.clientId));
      if (refused < 0) return recordedAll(answers);
      return {
        kind: 'refused',
        ...reply,
        ...(sendsIndex ? { answerIndex: refused } : {}),
        message: `${refused + 1}件目の解答: ${reason}`,
      };
    };
  const allOrNothing = batchRoute(false, '選択肢がこの問題のものではありません');
  const naming = batchRoute(true, '古い解答です');

  it('given a batch of 5 with one stale answer, then the 4 others are recorded one by one and only it is a conflict', async () => {
    const outbox = [1, 2, 3, 4, 5].map((n) => answer(n));
    const sent: string[][] = [];
    const result = await syncOutbox(outbox, allOrNothing(new Set(['c3']), sent));
    expect(result).toEqual({
      recorded: ['c1', 'c2', 'c4', 'c5'],
      conflicts: [
        {
          questionSetId: 's1',
          clientIds: ['c3'],
          message: '選択肢がこの問題のものではありません',
          status: 400,
        },
      ],
      pending: 0,
    });
    // Bounded: the batch once, then each answer once (at most the batch's size extra requests).
    expect(sent).toEqual([['c1', 'c2', 'c3', 'c4', 'c5'], ['c1'], ['c2'], ['c3'], ['c4'], ['c5']]);
  });

  it('given a batch refused for the whole set (access ended), then it is not split: one request, one conflict', async () => {
    const outbox = [1, 2, 3].map((n) => answer(n));
    const sent: string[][] = [];
    const reply = { status: 403, code: 'OFFLINE_BUNDLE_FORBIDDEN' };
    const result = await syncOutbox(outbox, allOrNothing(new Set(['c1']), sent, reply));
    expect(sent).toHaveLength(1);
    expect(result.recorded).toEqual([]);
    expect(result.conflicts).toMatchObject([{ clientIds: ['c1', 'c2', 'c3'], status: 403 }]);
  });

  it('given a question deleted since (404 QUESTION_NOT_FOUND), then it is about one answer and the batch is split', async () => {
    const outbox = [1, 2].map((n) => answer(n));
    const sent: string[][] = [];
    const reply = { status: 404, code: 'QUESTION_NOT_FOUND' };
    const result = await syncOutbox(outbox, allOrNothing(new Set(['c2']), sent, reply));
    expect(result.recorded).toEqual(['c1']);
    expect(result.conflicts).toMatchObject([{ clientIds: ['c2'], status: 404 }]);
  });

  it('given the connection drops while the answers go one by one, then the rest of the batch and the later batches wait', async () => {
    const outbox = [answer(1), answer(2), answer(3), answer(4, 's2')];
    const sent: string[][] = [];
    const server = allOrNothing(new Set(['c1']), sent);
    const result = await syncOutbox(outbox, async (setId, answers) =>
      sent.length >= 3 ? { kind: 'unreachable' } : server(setId, answers),
    );
    expect(result).toEqual({
      recorded: ['c2'],
      conflicts: [{ questionSetId: 's1', clientIds: ['c1'], message: expect.any(String), status: 400 }],
      pending: 2,
    });
  });

  it('given refusals that name their answer, then each named one is a conflict and the rest go again without it', async () => {
    const outbox = [1, 2, 3, 4, 5].map((n) => answer(n));
    const sent: string[][] = [];
    const result = await syncOutbox(outbox, naming(new Set(['c2', 'c4']), sent));
    expect(result.recorded).toEqual(['c1', 'c3', 'c5']);
    expect(result.conflicts).toEqual([
      { questionSetId: 's1', clientIds: ['c2'], message: '古い解答です', status: 400 },
      { questionSetId: 's1', clientIds: ['c4'], message: '古い解答です', status: 400 },
    ]);
    expect(sent).toEqual([
      ['c1', 'c2', 'c3', 'c4', 'c5'],
      ['c1', 'c3', 'c4', 'c5'],
      ['c1', 'c3', 'c5'],
    ]);
  });

  it('given every answer refused by name (the trial ended meanwhile), then each is reported once, within the batch size of requests', async () => {
    const outbox = [1, 2, 3].map((n) => answer(n));
    const sent: string[][] = [];
    const reply = { status: 403, code: 'TRIAL_ENDED' };
    const result = await syncOutbox(outbox, naming(new Set(['c1', 'c2', 'c3']), sent, reply));
    expect(result.recorded).toEqual([]);
    expect(result.conflicts.map((conflict) => conflict.clientIds)).toEqual([['c1'], ['c2'], ['c3']]);
    expect(sent).toHaveLength(3);
  });

  it('given the refusals in Chinese or English (the caller’s language), then the batch’s place is taken off the message too', async () => {
    for (const [lead, reason] of [
      ['第2条答案', '选项不属于该题'],
      ['Answer 2', 'Stale answer: answered too long ago'],
    ]) {
      const outbox = [1, 2, 3].map((n) => answer(n));
      const result = await syncOutbox(outbox, async (_setId, answers) => {
        const refused = answers.findIndex((entry) => entry.clientId === 'c2');
        return refused < 0
          ? recordedAll(answers)
          : { kind: 'refused', status: 400, answerIndex: refused, message: `${lead}: ${reason}` };
      });
      expect(result.conflicts.map((conflict) => conflict.message)).toEqual([reason]);
    }
  });

  it('given an answer index outside the batch, then it is not trusted and the answers go one by one', async () => {
    const outbox = [1, 2].map((n) => answer(n));
    const sent: string[][] = [];
    const result = await syncOutbox(outbox, async (_setId, answers) => {
      sent.push(answers.map((entry) => entry.clientId));
      return answers.length > 1
        ? { kind: 'refused', status: 400, message: 'x', answerIndex: 7 }
        : recordedAll(answers);
    });
    expect(result.recorded).toEqual(['c1', 'c2']);
    expect(sent).toEqual([['c1', 'c2'], ['c1'], ['c2']]);
  });
});
