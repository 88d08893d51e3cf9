import { describe, expect, it } from 'vitest';
import { isImageIcon, setVisualOf } from './set-icon';

describe('setVisualOf', () => {
  it('given a card image, when drawn, then the image wins over the emoji icon', () => {
    expect(setVisualOf({ icon: '📚', cardImage: '/uploads/abc.png' })).toEqual({
      kind: 'image',
      src: '/uploads/abc.png',
    });
  });

  it('given an icon that is an image URL and no card image, when drawn, then the icon is the image', () => {
    expect(setVisualOf({ icon: 'https://cdn.example.com/a.webp', cardImage: null })).toEqual({
      kind: 'image',
      src: 'https://cdn.example.com/a.webp',
    });
  });

  it('given an emoji icon, when drawn, then the emoji shows', () => {
    expect(setVisualOf({ icon: '🤖', cardImage: null })).toEqual({ kind: 'emoji', emoji: '🤖' });
  });

  it.each([['default'], ['pending_upload'], [''], [undefined]])(
    'given the icon %s, when drawn, then the default picture shows',
    (icon) => {
      expect(setVisualOf({ icon, cardImage: null })).toEqual({ kind: 'default' });
    },
  );
});

describe('isImageIcon', () => {
  it('given paths and URLs, when tested, then only our paths and http(s)/data/blob URLs are images', () => {
    expect(isImageIcon('/api/uploads/x.png')).toBe(true);
    expect(isImageIcon('http://host/x.png')).toBe(true);
    expect(isImageIcon('data:image/png;base64,AAA')).toBe(true);
    expect(isImageIcon('blob:http://host/1')).toBe(true);
    expect(isImageIcon('//evil.example/x.png')).toBe(false);
    expect(isImageIcon('javascript:alert(1)')).toBe(false);
    expect(isImageIcon('📚')).toBe(false);
    expect(isImageIcon(null)).toBe(false);
  });
});
