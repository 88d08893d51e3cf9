import { readFile } from 'node:fs/promises';
import { HOME_CONTENT_STREAM, type HomeContentChanges, homeContentDecider } from '@exam/domain';
import { type BlobStore, type EventStore, handleCommand, storeImage } from '@exam/platform';
import { demoQuestionSets } from './content/index.js';

/** The demo home page: a banner, two announcements (one with a period) and the featured sets' categories. */
export const demoHomeContent = (bannerImage: string): HomeContentChanges => ({
  bannerImage,
  announcements: [
    {
      text: '<p>デモ環境へようこそ。管理者でサインインすると、このお知らせ・バナー・テーマを<strong>管理画面 › コンテンツ管理</strong>から編集できます。</p>',
      level: 'info',
    },
    {
      text: '<p>定期メンテナンス: 毎週日曜 2:00〜3:00 は一部の機能が使えない場合があります。</p>',
      level: 'warning',
      startsAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
      endsAt: null,
    },
  ],
  featuredCategories: [
    ...new Set(demoQuestionSets.flatMap((set) => (set.featuredCategory ? [set.featuredCategory] : []))),
  ],
});

/**
 * Publishes the demo home content once: only while the home content stream is empty, so what administrators
 * changed since is never overwritten. Answers the position written, or null when it was already there.
 */
export async function seedDemoHomeContent(
  eventStore: EventStore,
  blobStore?: BlobStore,
): Promise<number | null> {
  if ((await eventStore.readStream(HOME_CONTENT_STREAM)).length > 0) return null;
  let banner = '';
  if (blobStore) {
    const bytes = await readFile(new URL('../../src/demo/images/home-banner.jpg', import.meta.url));
    // Like an upload: the banner's WebP widths too, so the phone fetches the small one (issue 24).
    banner = `/uploads/${(await storeImage(blobStore, bytes, 'jpg')).original.key}`;
  }
  const { position } = await handleCommand({
    eventStore,
    decider: homeContentDecider,
    streamName: HOME_CONTENT_STREAM,
    command: {
      type: 'PublishHomeContent',
      data: { changes: demoHomeContent(banner) },
      metadata: { userId: 'system', correlationId: 'demo-seed-home-content' },
    },
  });
  return position;
}
