import { describe, expect, it } from 'vitest';
import { cardImageBytesProblem, cardImageProblem, MAX_CARD_IMAGE_BYTES } from './set-card-image';

describe('cardImageProblem', () => {
  it('given a PNG under 5 MB, when checked, then it may be uploaded', () => {
    expect(cardImageProblem({ type: 'image/png', size: 1024 })).toBeNull();
  });

  it('given exactly 5 MB, when checked, then it may be uploaded', () => {
    expect(cardImageProblem({ type: 'image/jpeg', size: MAX_CARD_IMAGE_BYTES })).toBeNull();
  });

  it('given a text file, when checked, then 请选择图片文件', () => {
    expect(cardImageProblem({ type: 'text/plain', size: 10 })).toBe('authoringSets.image.notImage');
  });

  it('given a file without a type, when checked, then it is not taken for an image', () => {
    expect(cardImageProblem({ type: '', size: 10 })).toBe('authoringSets.image.notImage');
  });

  it('given an image of 5 MB and one byte, when checked, then 图片大小不能超过5MB', () => {
    expect(cardImageProblem({ type: 'image/png', size: MAX_CARD_IMAGE_BYTES + 1 })).toBe(
      'authoringSets.image.tooLarge',
    );
  });
});

describe('cardImageBytesProblem (issue 39: the bytes, not the name)', () => {
  it('given a text file named .png, then refused as not an image', async () => {
    const fake = new Blob(['これは画像ではありません'], { type: 'image/png' });
    expect(await cardImageBytesProblem(fake)).toBe('authoringSets.image.notImage');
  });

  it('given PNG bytes, then accepted', async () => {
    const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], {
      type: 'image/png',
    });
    expect(await cardImageBytesProblem(png)).toBeNull();
  });
});
