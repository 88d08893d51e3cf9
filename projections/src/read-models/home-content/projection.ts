import { defaultHomeContentData, type HomeContentEvent, upgradeHomeContent } from '@exam/domain';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { HOME_CONTENT, HOME_CONTENT_ID, type HomeContentDocument } from './types.js';

/** Learner spec §4 "Realtime socket": what every visitor's and learner's page hears when the home page changes. */
export const HOME_CONTENT_UPDATED = 'admin:homeContent:updated';

type HomeEvent = Recorded<HomeContentEvent>;

const withEvent = (current: HomeContentDocument['featuredCategories'], event: HomeEvent) => {
  switch (event.type) {
    case 'FeaturedCategoryAdded':
      return [...current, event.data.name];
    case 'FeaturedCategoryRenamed':
      return current.map((name) => (name === event.data.from ? event.data.to : name));
    case 'FeaturedCategoryRemoved':
      return current.filter((name) => name !== event.data.name);
    default:
      return current;
  }
};

/** The spec's payload: what changed, and for categories which one (and its old name). */
const payloadOf = (event: HomeEvent, content: HomeContentDocument) => {
  const base = { content, force: true, title: content.title };
  switch (event.type) {
    case 'HomeContentPublished':
      return {
        ...base,
        type: 'content',
        action: 'update',
        category: null,
        oldCategory: null,
        changed: event.data.changed,
      };
    case 'FeaturedCategoryAdded':
      return { ...base, type: 'category', action: 'add', category: event.data.name, oldCategory: null };
    case 'FeaturedCategoryRenamed':
      return {
        ...base,
        type: 'category',
        action: 'update',
        category: event.data.to,
        oldCategory: event.data.from,
      };
    case 'FeaturedCategoryRemoved':
      return { ...base, type: 'category', action: 'delete', category: event.data.name, oldCategory: null };
  }
};

/** `home_content`: the home page's stored content (one document), pushed live to every page after the commit. */
export const homeContentProjection = defineProjection({
  name: 'home-content',
  collections: [{ name: HOME_CONTENT, indexes: [] }],
  handles: [
    'HomeContentPublished',
    'FeaturedCategoryAdded',
    'FeaturedCategoryRenamed',
    'FeaturedCategoryRemoved',
  ],
  async apply(recorded, ctx) {
    const event = recorded as HomeEvent;
    const current =
      (await ctx.get<HomeContentDocument>(HOME_CONTENT, HOME_CONTENT_ID)) ??
      ({
        ...defaultHomeContentData(),
        id: HOME_CONTENT_ID,
        _lastUpdated: 0,
        _savedByAdmin: null,
      } as HomeContentDocument);
    const content = event.type === 'HomeContentPublished' ? upgradeHomeContent(event.data.content) : current;
    const next: HomeContentDocument = {
      ...content,
      featuredCategories: withEvent(content.featuredCategories, event),
      id: HOME_CONTENT_ID,
      _lastUpdated: Date.parse(event.metadata.at ?? '') || current._lastUpdated,
      _savedByAdmin: event.metadata.userId ?? null,
    };
    await ctx.upsert<HomeContentDocument>(HOME_CONTENT, next);
    const { _position, ...published } = next as HomeContentDocument & { _position?: number };
    ctx.notify({
      event: HOME_CONTENT_UPDATED,
      payload: { ...payloadOf(event, published), position: event.position },
    });
  },
});
