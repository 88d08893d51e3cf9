import { LengthBounds } from '../rules/bounds.js';
import { requireLength } from '../rules/enforce-bounds.js';
import type { QuestionSetDetailsInput } from './commands.js';
import type { QuestionSetDetails } from './events.js';
import { checkCardImage, checkIcon, DEFAULT_ICON, isImageIcon } from './icon.js';
import { invalid, QuestionSetMessages } from './messages.js';

export { DEFAULT_ICON };

/**
 * Validates and normalises details: the title is required; title and category are trimmed (category is filtered
 * on); each text within its length bound (rules/bounds.ts).
 */
export const normaliseDetails = (input: QuestionSetDetailsInput): QuestionSetDetails => {
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (title === '')
    throw invalid(QuestionSetMessages.titleRequired, 'QUESTION_SET_TITLE_REQUIRED', { field: 'title' });
  requireLength(LengthBounds.setTitle, title, 'title', 'QUESTION_SET_TITLE_TOO_LONG');
  const description = typeof input.description === 'string' ? input.description : '';
  requireLength(LengthBounds.setDescription, description, 'description', 'QUESTION_SET_DESCRIPTION_TOO_LONG');
  const category = typeof input.category === 'string' ? input.category.trim() : '';
  requireLength(LengthBounds.category, category, 'category', 'CATEGORY_TOO_LONG');
  const icon = checkIcon((typeof input.icon === 'string' ? input.icon.trim() : '') || DEFAULT_ICON);
  const sentImage = typeof input.cardImage === 'string' ? input.cardImage.trim() : '';
  // An image chosen as the icon is the card's image too (admin spec §4: the uploaded URL replaces the marker).
  const cardImage = checkCardImage(sentImage !== '' ? sentImage : isImageIcon(icon) ? icon : null);
  return {
    title,
    description,
    category,
    icon,
    cardImage,
  };
};

/**
 * The card image after a change: sent explicitly, it stands; a new icon that is an image becomes it; a new emoji or
 * `default` without an image removes it ("removing the image sets default"); otherwise it stays.
 */
const changedCardImage = (current: QuestionSetDetails, change: Partial<QuestionSetDetails>) => {
  if (change.cardImage !== undefined) return change.cardImage;
  if (change.icon !== undefined) return null;
  return current.cardImage;
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
    cardImage: changedCardImage(current, change),
  });

export const sameDetails = (a: QuestionSetDetails, b: QuestionSetDetails): boolean =>
  a.title === b.title &&
  a.description === b.description &&
  a.category === b.category &&
  a.icon === b.icon &&
  a.cardImage === b.cardImage;
