/**
 * Admin spec §3/§4: a set's icon is an emoji, the word `default`, the marker `pending_upload` (an image was
 * chosen but not uploaded yet) or an uploaded image's path or URL; `cardImage` holds the uploaded image too.
 * Cards show the image when there is one, else the emoji, else the default picture.
 */
export const DEFAULT_ICON = 'default';
export const PENDING_UPLOAD_ICON = 'pending_upload';

export type SetVisual =
  | { kind: 'image'; src: string }
  | { kind: 'emoji'; emoji: string }
  | { kind: 'default' };

/** An uploaded image is served under our origin (`/uploads/...`, `/api/...`) or given as an absolute URL. */
export function isImageIcon(icon: string | null | undefined): boolean {
  if (typeof icon !== 'string') return false;
  const value = icon.trim();
  return /^(https?:\/\/|\/|data:image\/|blob:)/i.test(value) && !value.startsWith('//');
}

/** What a card draws for a set: the card image first, then an icon that is an image, then the emoji. */
export function setVisualOf(set: { icon?: string | null; cardImage?: string | null }): SetVisual {
  const icon = typeof set.icon === 'string' ? set.icon.trim() : '';
  const cardImage = typeof set.cardImage === 'string' ? set.cardImage.trim() : '';
  if (isImageIcon(cardImage)) return { kind: 'image', src: cardImage };
  if (isImageIcon(icon)) return { kind: 'image', src: icon };
  if (icon === '' || icon === DEFAULT_ICON || icon === PENDING_UPLOAD_ICON) return { kind: 'default' };
  return { kind: 'emoji', emoji: icon };
}
