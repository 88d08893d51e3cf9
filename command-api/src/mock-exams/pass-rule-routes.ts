import { passRuleDecider, passRuleStream } from '@exam/domain';
import { passRuleBody } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, type EventStore, handleCommand } from '@exam/platform';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { questionSetNotFound } from '../practice/catalogue-facts.js';
import { pathParam } from '../request-params/index.js';
import { parseWith } from '../validation/index.js';

const QUESTION_SETS = 'question_sets';

export type PassRuleRouteDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: DocumentStore;
  guards: Pick<AuthGuards, 'requireAdmin'>;
};

/** PUT /question-sets/{id}/pass-rule (issue 17): an administrator sets a set's mock-exam pass rule. */
export const createPassRuleCommandRoutes = ({
  eventStore,
  documentStore,
  guards,
}: PassRuleRouteDependencies) => {
  const router = Router();
  router.put('/question-sets/:id/pass-rule', guards.requireAdmin, async (req, res) => {
    const questionSetId = pathParam(req, 'id');
    const rule = parseWith(passRuleBody, req.body);
    if (!(await documentStore.collection(QUESTION_SETS).get(questionSetId))) throw questionSetNotFound();
    const { position } = await handleCommand({
      eventStore,
      decider: passRuleDecider,
      streamName: passRuleStream(questionSetId),
      command: { type: 'SetPassRule', data: { questionSetId, ...rule }, metadata: commandMetadata(req) },
    });
    sendCommandOutcome(res, {
      data: { questionSetId, ...rule },
      message: '合格基準を保存しました',
      position,
    });
  });
  return router;
};
