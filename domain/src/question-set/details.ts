import type { QuestionSetDetailsInput } from './commands.js';
import type { QuestionSetDetails } from './events.js';
import { invalid, QuestionSetMessages } from './messages.js';

/** The icon word the spec uses when a set has no emoji or image. */
export const DEFAULT_ICON = 'default';

/** Validates and normalises details: the title is required; title and category are trimmed (category is filtered on). */
export const normaliseDetails = (input: QuestionSetDetailsInput): QuestionSetDetails => {
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (title === '')
    throw invalid(QuestionSetMessages.titleRequired, 'QUESTION_SET_TITLE_REQUIRED', { field: 'title' });
  const icon = typeof input.icon === 'string' ? input.icon.trim() : '';
  const cardImage = typeof input.cardImage === 'string' ? input.cardImage.trim() : '';
  return {
    title,
    description: typeof input.description === 'string' ? input.description : '',
    category: typeof input.category === 'string' ? input.category.trim() : '',
    icon: icon === '' ? DEFAULT_ICON : icon,
    cardImage: cardImage === '' ? null : cardImage,
  };
};

/** A partial change over the current details: absent (undefined) fields keep their value. */
export const mergeDetails = (
  current: QuestionSetDetails,
  change: Partial<QuestionSetDetails>,
): QuestionSetDetails =>
  normaliseDetails({
    title: change.title !== undefined ? change.title : current.title,
    description: change.description !== undefined ? change.description : current.description,
    category: change.category !== undefined ? change.category : current.category,
    icon: change.icon !== undefined ? change.icon : current.icon,
    cardImage: change.cardImage !== undefined ? change.cardImage : current.cardImage,
  });

export const sameDetails = (a: QuestionSetDetails, b: QuestionSetDetails): boolean =>
  a.title === b.title &&
  a.description === b.description &&
  a.category === b.category &&
  a.icon === b.icon &&
  a.cardImage === b.cardImage;
