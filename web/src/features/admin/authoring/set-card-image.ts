import { IMAGE_SIGNATURE_BYTES, sniffImageType } from '@exam/domain/rules';
/** Admin spec §5/§9: a card image must be an image file of at most 5 MB (the hint names JPG and PNG). */
export const MAX_CARD_IMAGE_BYTES = 5 * 1024 * 1024;

/** i18n keys of the client checks (texts: 请选择图片文件 / 图片大小不能超过5MB). */
export type CardImageProblem = 'authoringSets.image.notImage' | 'authoringSets.image.tooLarge';

/**
 * The bytes' own type (the server's rule, @exam/domain/rules sniffImageType): a file whose name or MIME type says
 * image but whose bytes are not PNG, JPEG, GIF or WebP is refused before anything is saved.
 */
export async function cardImageBytesProblem(file: Blob): Promise<CardImageProblem | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return sniffImageType(head) ? null : 'authoringSets.image.notImage';
}

/**
 * The client's check before uploading. The server sniffs the bytes anyway; this only spares a useless
 * upload of something that plainly is not an image or is too large.
 */
export function cardImageProblem(file: { type: string; size: number }): CardImageProblem | null {
  if (!file.type.toLowerCase().startsWith('image/')) return 'authoringSets.image.notImage';
  if (file.size > MAX_CARD_IMAGE_BYTES) return 'authoringSets.image.tooLarge';
  return null;
}
