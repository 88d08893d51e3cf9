import type { Decider } from '../decider/index.js';
import type { HomeContentCommand } from './commands.js';
import { defaultHomeContentData, type HomeContentData, upgradeHomeContent } from './content.js';
import type { HomeContentEvent } from './events.js';
import { categoryExists, categoryNotFound, HomeContentMessages, invalidContent } from './messages.js';
import { categoryName, changedFields, mergeHomeContent } from './rules.js';

export type HomeContentState = { content: HomeContentData };

const evolve = (state: HomeContentState, event: HomeContentEvent): HomeContentState => {
  const categories = state.content.featuredCategories;
  switch (event.type) {
    case 'HomeContentPublished':
      return { content: upgradeHomeContent(event.data.content) };
    case 'FeaturedCategoryAdded':
      return { content: { ...state.content, featuredCategories: [...categories, event.data.name] } };
    case 'FeaturedCategoryRenamed':
      return {
        content: {
          ...state.content,
          featuredCategories: categories.map((name) => (name === event.data.from ? event.data.to : name)),
        },
      };
    case 'FeaturedCategoryRemoved':
      return {
        content: {
          ...state.content,
          featuredCategories: categories.filter((name) => name !== event.data.name),
        },
      };
  }
};

const decide = (command: HomeContentCommand, state: HomeContentState): HomeContentEvent[] => {
  const categories = state.content.featuredCategories;
  switch (command.type) {
    case 'PublishHomeContent': {
      const content = mergeHomeContent(state.content, command.data.changes);
      const changed = changedFields(state.content, content);
      return changed.length === 0 ? [] : [{ type: 'HomeContentPublished', data: { content, changed } }];
    }
    case 'AddFeaturedCategory': {
      const name = categoryName(command.data.name);
      if (categories.includes(name)) throw categoryExists(name);
      if (categories.length >= 30) {
        throw invalidContent(HomeContentMessages.categoriesTooMany, 'CATEGORIES_TOO_MANY', 'name');
      }
      return [{ type: 'FeaturedCategoryAdded', data: { name } }];
    }
    case 'RenameFeaturedCategory': {
      const from = command.data.from.trim();
      const to = categoryName(command.data.to);
      if (!categories.includes(from)) throw categoryNotFound(from);
      if (from === to) return [];
      if (categories.includes(to)) throw categoryExists(to);
      return [{ type: 'FeaturedCategoryRenamed', data: { from, to } }];
    }
    case 'RemoveFeaturedCategory': {
      const name = command.data.name.trim();
      if (!categories.includes(name)) throw categoryNotFound(name);
      return [{ type: 'FeaturedCategoryRemoved', data: { name } }];
    }
  }
};

/** The home page's content, one stream (`homeContent-main`). */
export const homeContentDecider: Decider<HomeContentState, HomeContentCommand, HomeContentEvent> = {
  initialState: () => ({ content: defaultHomeContentData() }),
  evolve,
  decide,
};
