import { describe, expect, it } from 'vitest';
import type { QuestionSetCommand } from './commands.js';
import { expectRejected, given, rejection, SET_ID, setCreated } from './test-support/given-when-then.js';

const IMAGE = `/uploads/${'a'.repeat(64)}.png`;
const change = (data: Record<string, unknown>): QuestionSetCommand => ({
  type: 'ChangeQuestionSetDetails',
  data: { questionSetId: SET_ID, ...data },
});
const detailsAfter = (events: ReturnType<ReturnType<typeof given>['when']>) =>
  (events[0]?.data as { icon: string; cardImage: string | null }) ?? null;

describe('icon states of a set (admin spec §3, §4)', () => {
  it('given a set with an emoji, when an uploaded image becomes its icon, then the image is its card image too', () => {
    const details = detailsAfter(given(setCreated()).when(change({ icon: IMAGE })));
    expect(details).toMatchObject({ icon: IMAGE, cardImage: IMAGE });
  });

  it('given a set with an image, when the image is removed (icon default), then the card image is cleared', () => {
    const events = given(setCreated()).when(change({ icon: IMAGE }));
    const details = detailsAfter(given(setCreated(), ...events).when(change({ icon: 'default' })));
    expect(details).toMatchObject({ icon: 'default', cardImage: null });
  });

  it('given a set with an image, when an emoji is chosen, then the emoji shows and the image is gone', () => {
    const events = given(setCreated()).when(change({ icon: IMAGE }));
    const details = detailsAfter(given(setCreated(), ...events).when(change({ icon: '🧠' })));
    expect(details).toMatchObject({ icon: '🧠', cardImage: null });
  });

  it('given a set, when only the title changes, then its image stays', () => {
    const events = given(setCreated()).when(change({ icon: IMAGE }));
    const details = detailsAfter(given(setCreated(), ...events).when(change({ title: '新しい題名' })));
    expect(details).toMatchObject({ icon: IMAGE, cardImage: IMAGE });
  });

  it('given a set, when the client saves its pending_upload marker, then it is refused with what to do', () => {
    expectRejected(() => given(setCreated()).when(change({ icon: 'pending_upload' })), {
      status: 400,
      code: 'ICON_UPLOAD_PENDING',
      message: '画像のアップロードが完了していません。画像をアップロードしてから保存してください',
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://evil.example/x.png',
    '/etc/passwd',
    '<img src=x>',
  ])('given a set, when the icon %s is sent, then it is refused and nothing recorded', (icon) => {
    expect(rejection(() => given(setCreated()).when(change({ icon })))).toMatchObject({
      status: 400,
      code: 'ICON_INVALID',
    });
  });

  it.each(['javascript:alert(1)', 'card.png', 'http://evil.example/x.png'])(
    'given a set, when the card image %s is sent, then it is refused',
    (cardImage) => {
      expect(rejection(() => given(setCreated()).when(change({ cardImage })))).toMatchObject({
        status: 400,
        code: 'CARD_IMAGE_INVALID',
      });
    },
  );

  it('given a new set, when it is created with an https image as its icon, then both fields carry it', () => {
    const events = given().when({
      type: 'CreateQuestionSet',
      data: { questionSetId: SET_ID, title: 'T', icon: 'https://cdn.example.com/card.webp' },
    });
    expect(events[0]?.data).toMatchObject({
      icon: 'https://cdn.example.com/card.webp',
      cardImage: 'https://cdn.example.com/card.webp',
    });
  });
});
