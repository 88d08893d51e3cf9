import { catalogueJa } from '../i18n/ja/index.js';
import { invalid } from './messages.js';

/** The icon word the spec uses when a set has no emoji or image. */
export const DEFAULT_ICON = 'default';

/** The client's marker while an image is chosen but not uploaded yet (admin spec §4 "Icon"). */
export const PENDING_UPLOAD_ICON = 'pending_upload';

export const IconMessages = {
  uploadPending: catalogueJa.server.questionSet.iconUploadPending,
  invalid: catalogueJa.server.questionSet.iconInvalid,
  imageInvalid: catalogueJa.server.questionSet.cardImageInvalid,
} as const;

/** An image the product may show: one of our uploads, or an https address. Never javascript:, data:, http:. */
const IMAGE_URL = /^(\/uploads\/[A-Za-z0-9._-]+\.(png|jpe?g|webp|gif)|https:\/\/[^\s"'<>]+)$/i;
/** Anything that could be read as an address or a path is not an emoji. */
const URL_LIKE = /[/:\\<>"'\s]/;
const MAX_EMOJI_LENGTH = 16;

export const isImageIcon = (icon: string): boolean => IMAGE_URL.test(icon);

/**
 * Validates the icon of a set (admin spec §3): an emoji, `default`, or an uploaded image. `pending_upload` is a
 * client state only: saving it would leave a set with no picture, so it is refused with what to do instead.
 */
export const checkIcon = (icon: string): string => {
  if (icon === PENDING_UPLOAD_ICON)
    throw invalid(IconMessages.uploadPending, 'ICON_UPLOAD_PENDING', { field: 'icon' });
  if (icon === DEFAULT_ICON || isImageIcon(icon)) return icon;
  if (URL_LIKE.test(icon) || [...icon].length > MAX_EMOJI_LENGTH)
    throw invalid(IconMessages.invalid, 'ICON_INVALID', { field: 'icon' });
  return icon;
};

/** A card image is null or an image address. */
export const checkCardImage = (cardImage: string | null): string | null => {
  if (cardImage === null || isImageIcon(cardImage)) return cardImage;
  throw invalid(IconMessages.imageInvalid, 'CARD_IMAGE_INVALID', { field: 'cardImage' });
};
