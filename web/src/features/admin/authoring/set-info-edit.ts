import type { UpdateQuestionSetBodyInput } from '@exam/domain/schemas';
import {
  DEFAULT_ICON,
  isImageIcon,
  PENDING_UPLOAD_ICON,
  type QuestionSetListing,
} from '../../../entities/catalogue';
import { type NumberField, numberOf, type SetFieldErrors, setFieldErrors } from './set-add-form';

/** The info tab's edit form (admin spec §2 "Question set info"). */
export type SetInfoDraft = {
  title: string;
  description: string;
  category: string;
  /** An emoji, `default`, an uploaded image URL, or `pending_upload` while a chosen image awaits saving. */
  icon: string;
  cardImage: string | null;
  isPaid: boolean;
  price: NumberField;
  trialQuestions: NumberField;
  isFeatured: boolean;
  featuredCategory: string;
};

export type SetInfoErrors = SetFieldErrors;

/** The form as it opens on a set: an uploaded image shows as the icon whether it sits in icon or cardImage. */
export function draftOf(set: QuestionSetListing): SetInfoDraft {
  const image = isImageIcon(set.cardImage) ? set.cardImage : isImageIcon(set.icon) ? set.icon : null;
  return {
    title: set.title,
    description: set.description ?? '',
    category: set.category ?? '',
    icon: image ?? (set.icon || DEFAULT_ICON),
    cardImage: image,
    isPaid: set.isPaid,
    price: set.price ?? 0,
    trialQuestions: set.trialQuestions ?? 0,
    isFeatured: set.isFeatured,
    featuredCategory: set.featuredCategory ?? '',
  };
}

export const validateSetInfo = (draft: SetInfoDraft): SetInfoErrors => setFieldErrors(draft);

/** The icon choice: an emoji or `default` drops any uploaded image (§4: removing the image sets default). */
export function withIcon(draft: SetInfoDraft, icon: string): SetInfoDraft {
  return { ...draft, icon, cardImage: isImageIcon(icon) ? icon : null };
}

/**
 * The image to save: `uploadedUrl` replaces the pending marker (§4); without it (the upload failed and the
 * administrator chose to save the rest) the set keeps the icon and image it had.
 */
export function resolvePendingImage(
  draft: SetInfoDraft,
  original: SetInfoDraft,
  uploadedUrl: string | null,
): SetInfoDraft {
  if (draft.icon !== PENDING_UPLOAD_ICON) return draft;
  return uploadedUrl
    ? { ...draft, icon: uploadedUrl, cardImage: uploadedUrl }
    : { ...draft, icon: original.icon, cardImage: original.cardImage };
}

/**
 * PUT /api/question-sets/{id} with the fields that changed only: the server issues one command per group of
 * fields sent, so an untouched group appends nothing. Featured off clears the category (§4).
 */
export function changedFields(original: SetInfoDraft, draft: SetInfoDraft): UpdateQuestionSetBodyInput {
  const body: UpdateQuestionSetBodyInput = {};
  const title = draft.title.trim();
  if (title !== original.title) body.title = title;
  if (draft.description !== original.description) body.description = draft.description;
  if (draft.category !== original.category) body.category = draft.category;
  if (draft.icon !== original.icon) body.icon = draft.icon;
  if (draft.cardImage !== original.cardImage) body.cardImage = draft.cardImage;

  if (draft.isPaid !== original.isPaid) body.isPaid = draft.isPaid;
  // A free set's price and trial count are not edited (the server zeroes the price when a set turns free).
  if (draft.isPaid) {
    const price = numberOf(draft.price) ?? 0;
    const trialQuestions = numberOf(draft.trialQuestions) ?? 0;
    if (price !== numberOf(original.price)) body.price = price;
    if (trialQuestions !== numberOf(original.trialQuestions)) body.trialQuestions = trialQuestions;
  }

  const featuredCategory = draft.isFeatured ? draft.featuredCategory.trim() : '';
  if (draft.isFeatured !== original.isFeatured || featuredCategory !== original.featuredCategory) {
    body.isFeatured = draft.isFeatured;
    body.featuredCategory = draft.isFeatured ? featuredCategory : null;
  }
  return body;
}

/** The left list's search: title, description or category, ignoring case. */
export function searchSets<T extends Pick<QuestionSetListing, 'title' | 'description' | 'category'>>(
  sets: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...sets];
  return sets.filter((set) =>
    [set.title, set.description, set.category].some((field) => (field ?? '').toLowerCase().includes(needle)),
  );
}
