import type { QuestionSetEvent } from '@exam/domain';
import { type InvalidationTag, invalidate } from '../../runner/notifications.js';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { QUESTION_SETS, type QuestionSetListing } from '../types.js';

const setTag = (id: string): InvalidationTag => ({ type: 'QuestionSet', id });
const SET_LIST: InvalidationTag = { type: 'QuestionSet', id: 'LIST' };
const CATEGORY_LIST: InvalidationTag = { type: 'Category', id: 'LIST' };
const FEATURED_LIST: InvalidationTag = { type: 'Featured', id: 'LIST' };

/** The featured carousel shows the card too, so any visible change of a featured set refreshes it. */
const cardTags = (listing: QuestionSetListing, ...more: InvalidationTag[]): InvalidationTag[] => [
  setTag(listing.id),
  SET_LIST,
  ...(listing.isFeatured ? [FEATURED_LIST] : []),
  ...more,
];

type ListingEvent = Recorded<QuestionSetEvent>;

/**
 * Changes an existing card. An event for a card that is not there (the set was deleted, so this is a
 * redelivery the document guard would drop anyway) changes nothing.
 */
const changeCard = async (
  ctx: ProjectionContext,
  event: ListingEvent,
  change: (listing: QuestionSetListing) => { listing: QuestionSetListing; tags: InvalidationTag[] },
): Promise<void> => {
  const current = await ctx.get<QuestionSetListing>(QUESTION_SETS, event.data.questionSetId);
  if (!current) return;
  const { listing, tags } = change(current);
  await ctx.upsert<QuestionSetListing>(QUESTION_SETS, { ...listing, updatedAt: event.metadata.at });
  ctx.notify(invalidate(tags, event.position));
};

/** The cards of the set listings, search page and featured carousel (collection `question_sets`). */
export const questionSetListingProjection = defineProjection({
  name: 'question-set-listing',
  collections: [
    {
      name: QUESTION_SETS,
      indexes: [
        { fields: ['category'] },
        { fields: ['isFeatured'] },
        { fields: ['isPaid'] },
        { fields: ['createdAt'] },
      ],
    },
  ],
  handles: [
    'QuestionSetCreated',
    'QuestionSetDetailsChanged',
    'QuestionSetPricingChanged',
    'QuestionSetFeatured',
    'QuestionSetUnfeatured',
    'QuestionAdded',
    'QuestionRemoved',
    'QuestionSetOptionOrderChanged',
    'QuestionSetDeleted',
  ],
  async apply(recorded, ctx) {
    const event = recorded as ListingEvent;
    switch (event.type) {
      case 'QuestionSetCreated': {
        const { data } = event;
        const listing: QuestionSetListing = {
          id: data.questionSetId,
          title: data.title,
          description: data.description,
          category: data.category,
          icon: data.icon,
          cardImage: data.cardImage,
          isPaid: data.isPaid,
          price: data.price,
          trialQuestions: data.trialQuestions,
          validityPeriod: data.validityPeriod,
          isFeatured: false,
          featuredCategory: null,
          questionCount: 0,
          keepOptionOrder: false,
          createdAt: event.metadata.at,
          updatedAt: event.metadata.at,
        };
        await ctx.upsert<QuestionSetListing>(QUESTION_SETS, listing);
        ctx.notify(invalidate([setTag(listing.id), SET_LIST, CATEGORY_LIST], event.position));
        return;
      }
      case 'QuestionSetDetailsChanged': {
        const { title, description, category, icon, cardImage } = event.data;
        return changeCard(ctx, event, (current) => ({
          listing: { ...current, title, description, category, icon, cardImage },
          tags: cardTags(current, ...(category !== current.category ? [CATEGORY_LIST] : [])),
        }));
      }
      case 'QuestionSetPricingChanged': {
        const { isPaid, price, trialQuestions, validityPeriod } = event.data;
        return changeCard(ctx, event, (current) => ({
          listing: { ...current, isPaid, price, trialQuestions, validityPeriod },
          tags: cardTags(current),
        }));
      }
      case 'QuestionSetFeatured': {
        const { featuredCategory } = event.data;
        return changeCard(ctx, event, (current) => ({
          listing: { ...current, isFeatured: true, featuredCategory },
          tags: [setTag(current.id), SET_LIST, FEATURED_LIST],
        }));
      }
      case 'QuestionSetUnfeatured':
        // The spec: turning the featured flag off clears the featured category.
        return changeCard(ctx, event, (current) => ({
          listing: { ...current, isFeatured: false, featuredCategory: null },
          tags: [setTag(current.id), SET_LIST, FEATURED_LIST],
        }));
      case 'QuestionAdded':
        return changeCard(ctx, event, (current) => ({
          listing: { ...current, questionCount: current.questionCount + 1 },
          tags: cardTags(current),
        }));
      case 'QuestionRemoved':
        return changeCard(ctx, event, (current) => ({
          listing: { ...current, questionCount: Math.max(0, current.questionCount - 1) },
          tags: cardTags(current),
        }));
      case 'QuestionSetOptionOrderChanged': {
        const { keepOptionOrder } = event.data;
        return changeCard(ctx, event, (current) => ({
          listing: { ...current, keepOptionOrder },
          tags: [setTag(current.id)],
        }));
      }
      case 'QuestionSetDeleted': {
        const current = await ctx.get<QuestionSetListing>(QUESTION_SETS, event.data.questionSetId);
        if (!current) return;
        await ctx.delete(QUESTION_SETS, current.id);
        ctx.notify(invalidate([setTag(current.id), SET_LIST, CATEGORY_LIST, FEATURED_LIST], event.position));
        return;
      }
      default:
        return;
    }
  },
});
