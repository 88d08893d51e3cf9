const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export type SniffedImageType = 'png' | 'jpg' | 'gif' | 'webp';

/**
 * The image type of some bytes by their magic numbers (never the file name or the client's MIME type):
 * PNG, JPEG, WebP or GIF; null for anything else. Browser-safe: the upload route and the admin's image field
 * (which refuses a text file named .png before anything is saved, issue 39) read bytes the same way.
 */
export const sniffImageType = (bytes: Uint8Array): SniffedImageType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
};

/** Bytes enough for every signature above. */
export const IMAGE_SIGNATURE_BYTES = 12;
