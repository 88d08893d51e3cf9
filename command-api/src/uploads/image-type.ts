import { sniffImageType as sniff } from '@exam/domain/rules';
import type { BlobExtension } from '@exam/platform';

/** The image type of some bytes by their magic numbers (the domain's rule, shared with the admin's image field). */
export const sniffImageType = (bytes: Uint8Array): BlobExtension | null => sniff(bytes);
