import { readFile } from 'node:fs/promises';
import { HOME_CONTENT_STREAM, type HomeContentChanges, homeContentDecider } from '@exam/domain';
import { type BlobStore, type EventStore, handleCommand, storeImage } from '@exam/platform';
import { demoQuestionSets } from './content/index.js';

/**
 * The home texts in Chinese and English (issue 36): the Japanese ones are the defaults (`defaultHomeContentData`),
 * so a zh or en visitor of the demo sees one language.
 */
const demoTranslations: HomeContentChanges['translations'] = {
  zh: {
    title: 'IT认证道场',
    subtitle: '用贴近真题的练习，走最短的通关之路',
    welcomeTitle: '欢迎来到 IT 认证考试题库',
    welcomeDescription:
      '面向基本信息技术者、应用信息技术者以及云计算和安全等认证考试，按照真实的出题形式进行练习。答错的题目会留在复习列表中，帮助你高效攻克薄弱环节。',
    footerText: '© 2025 IT认证道场 版权所有',
  },
  en: {
    title: 'IT Cert Dojo',
    subtitle: 'Exam-style questions: the shortest road to a pass',
    welcomeTitle: 'Welcome to the IT certification question bank',
    welcomeDescription:
      'Practise for the Fundamental and Applied Information Technology Engineer exams and for cloud and security certifications with questions in the real exam format. Questions you miss stay on your review list, so you overcome your weak spots efficiently.',
    footerText: '© 2025 IT Cert Dojo. All rights reserved.',
  },
};

/** The demo home page: a banner, two announcements (one with a period) and the featured sets' categories. */
export const demoHomeContent = (bannerImage: string): HomeContentChanges => ({
  bannerImage,
  translations: demoTranslations,
  announcements: [
    {
      text: '<p>デモ環境へようこそ。管理者でサインインすると、このお知らせ・バナー・テーマを<strong>管理画面 › コンテンツ管理</strong>から編集できます。</p>',
      translations: {
        zh: '<p>欢迎使用演示环境。以管理员身份登录后，可以在<strong>管理后台 › 内容管理</strong>中编辑本公告、横幅和主题。</p>',
        en: '<p>Welcome to the demo. Sign in as an administrator to edit this announcement, the banner and the theme under <strong>Administration › Content</strong>.</p>',
      },
      level: 'info',
    },
    {
      text: '<p>定期メンテナンス: 毎週日曜 2:00〜3:00 は一部の機能が使えない場合があります。</p>',
      translations: {
        zh: '<p>定期维护：每周日 2:00～3:00 部分功能可能无法使用。</p>',
        en: '<p>Scheduled maintenance: some features may be unavailable on Sundays from 2:00 to 3:00.</p>',
      },
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
