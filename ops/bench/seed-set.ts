import { type CreateQuestionSet, questionSetDecider, questionSetStream } from '@exam/domain';
import { type EventStore, handleCommand } from '@exam/platform';

type Questions = NonNullable<CreateQuestionSet['data']['questions']>;

/** A free set created through its decider, once the read models include it (the benches' common start). */
export async function seedFreeSet(
  app: {
    eventStore: EventStore;
    progress: { waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  },
  setId: string,
  title: string,
  questions: Questions,
): Promise<void> {
  const command: CreateQuestionSet = {
    type: 'CreateQuestionSet',
    data: { questionSetId: setId, title, isPaid: false, price: 0, questions },
  };
  const { position } = await handleCommand({
    eventStore: app.eventStore,
    decider: questionSetDecider,
    streamName: questionSetStream(setId),
    command,
  });
  if (!(await app.progress.waitForPosition(position, 30_000)))
    throw new Error('projections did not catch up');
}
