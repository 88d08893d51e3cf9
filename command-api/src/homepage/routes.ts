import {
  fold,
  HOME_CONTENT_STREAM,
  type HomeContentCommand,
  type HomeContentEvent,
  homeContentDecider,
  isDomainError,
} from '@exam/domain';
import { catalogueJa } from '@exam/domain/i18n';
import { featuredCategoryBody, homeContentBody } from '@exam/domain/schemas';
import { type EventStore, handleCommand } from '@exam/platform';
import { type Request, Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata, type ExecuteQuestionSetCommands } from '../execution/index.js';
import { pathParam } from '../request-params/index.js';
import type { CommandRouteDependencies } from '../router/dependencies.js';
import { parseWith } from '../validation/index.js';

/*
 * The featured sets carrying a category come from the `question_sets` read model of @exam/projections (its name
 * repeated here: the command API does not depend on the projections package).
 */
const QUESTION_SETS = 'question_sets';
type FeaturedSetFacts = { id: string; isFeatured: boolean; featuredCategory: string | null };

export const HomeMessages = {
  saved: catalogueJa.server.content.saved,
  categoryAdded: catalogueJa.server.content.categoryAdded,
  categoryRenamed: catalogueJa.server.content.categoryRenamed,
  categoryRemoved: catalogueJa.server.content.categoryRemoved,
} as const;

export type HomepageRouteDependencies = Pick<CommandRouteDependencies, 'guards' | 'documentStore'> & {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  /** The question-set commands: renaming a category renames it on the featured sets that carry it. */
  execute: ExecuteQuestionSetCommands;
};

/** The home page's content and featured categories (admin spec §7 "Home page"): commands on one stream. */
export const createHomepageCommandRoutes = ({
  guards,
  eventStore,
  documentStore,
  execute,
}: HomepageRouteDependencies): Router => {
  const router = Router();
  const run = async (req: Request, command: Omit<HomeContentCommand, 'metadata'>) => {
    const outcome = await handleCommand({
      eventStore,
      decider: homeContentDecider,
      streamName: HOME_CONTENT_STREAM,
      command: { ...command, metadata: commandMetadata(req) } as HomeContentCommand,
    });
    const history = await eventStore.readStream(HOME_CONTENT_STREAM);
    const { content } = fold(homeContentDecider, history as unknown as HomeContentEvent[]);
    return {
      content,
      position: outcome.events.length > 0 ? outcome.position : (history.at(-1)?.position ?? 0),
    };
  };

  // PUT /homepage/content: the client or the server form; answers the stored content.
  router.put('/homepage/content', guards.requireAdmin, async (req, res) => {
    const changes = parseWith(homeContentBody, req.body);
    const { content, position } = await run(req, { type: 'PublishHomeContent', data: { changes } });
    sendCommandOutcome(res, { data: content, message: HomeMessages.saved, position });
  });

  router.post('/homepage/featured-categories', guards.requireAdmin, async (req, res) => {
    const { name } = parseWith(featuredCategoryBody, req.body);
    const { content, position } = await run(req, { type: 'AddFeaturedCategory', data: { name } });
    sendCommandOutcome(res, {
      status: 201,
      data: content.featuredCategories,
      message: HomeMessages.categoryAdded,
      position,
    });
  });

  // Renaming also renames the category on every featured set that carries it (admin spec §2 "Content management").
  router.put('/homepage/featured-categories/:name', guards.requireAdmin, async (req, res) => {
    const from = pathParam(req, 'name');
    const { name: to } = parseWith(featuredCategoryBody, req.body);
    const renamed = await run(req, { type: 'RenameFeaturedCategory', data: { from, to: to } });
    let position = renamed.position;
    const carrying = await documentStore
      .collection<FeaturedSetFacts>(QUESTION_SETS)
      .find({ isFeatured: true, featuredCategory: from.trim() });
    // The rename is decided first (a refused name appends nothing); each set is its own stream after it. A set
    // deleted since the read model listed it has nothing left to rename: it is skipped, not a failure.
    const renamedSets: string[] = [];
    for (const set of carrying) {
      try {
        const outcome = await execute(set.id, [
          {
            type: 'FeatureQuestionSet',
            data: { questionSetId: set.id, featuredCategory: to.trim() },
            metadata: commandMetadata(req),
          },
        ]);
        position = Math.max(position, outcome.position);
        renamedSets.push(set.id);
      } catch (error) {
        if (!(isDomainError(error) && error.code === 'QUESTION_SET_NOT_FOUND')) throw error;
      }
    }
    sendCommandOutcome(res, {
      data: { categories: renamed.content.featuredCategories, renamedSets },
      message: HomeMessages.categoryRenamed,
      position,
    });
  });

  router.delete('/homepage/featured-categories/:name', guards.requireAdmin, async (req, res) => {
    const { content, position } = await run(req, {
      type: 'RemoveFeaturedCategory',
      data: { name: pathParam(req, 'name') },
    });
    sendCommandOutcome(res, {
      data: content.featuredCategories,
      message: HomeMessages.categoryRemoved,
      position,
    });
  });

  return router;
};
