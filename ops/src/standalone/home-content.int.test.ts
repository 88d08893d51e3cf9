import { randomUUID } from 'node:crypto';
import { defaultHomeContentData, HOME_CONTENT_STREAM } from '@exam/domain';
import { localizeHomeContent } from '@exam/domain/schemas';
import type { StoredDocument } from '@exam/platform';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';
import { rebuildEveryGroup } from './test-support/rebuild-all.js';
import { networkSetPayload } from './test-support/sample-payloads.js';

type Json = Record<string, unknown>;
const untranslated = { zh: '', en: '' };

/**
 * Issue 14 / admin spec §3, §7 "Home page": the home content is saved as events by administrators, served in both
 * of the spec's forms, pushed live to open pages, and rebuilt from the log like every read model.
 */
describe('home content and featured categories (standalone)', () => {
  let harness: Harness;
  let baseUrl: string;
  const sockets: Socket[] = [];

  const head = () => harness.standalone.eventStore.headPosition();
  const read = async (path: string) =>
    harness.http
      .get(path)
      .set('X-Min-Position', String(await head()))
      .expect(200)
      .then((response) => response.body.data);
  const save = (body: unknown, auth: Record<string, string> = admin) =>
    harness.http.put('/api/homepage/content').set(auth).send(body);
  const nextUpdate = (socket: Socket) =>
    new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no admin:homeContent:updated within 10 s')), 10_000);
      socket.once('admin:homeContent:updated', (payload: Json) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  const openVisitor = async () => {
    const socket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('server:hello', () => resolve()));
    return socket;
  };

  beforeAll(async () => {
    harness = await startStandalone();
    baseUrl = await harness.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await harness?.close();
  });

  it('given nothing saved, when the home content is read, then the Japanese defaults come in both forms with the light theme', async () => {
    const content = await read('/api/homepage/content');
    expect(content).toMatchObject({ theme: 'light', announcements: [], featuredCategories: [] });
    expect(content.welcome_title).toBe(content.welcomeTitle);
    expect(content.footerText).toContain('2025');
    expect(content._savedByAdmin).toBeNull();
  });

  it('given a visitor and a learner, when they try to save, then 401 and 403 and nothing is appended', async () => {
    const before = await head();
    expect((await harness.http.put('/api/homepage/content').send({ title: 'x' })).status).toBe(401);
    expect((await save({ title: 'x' }, learner)).status).toBe(403);
    expect(
      (await harness.http.post('/api/homepage/featured-categories').set(learner).send({ name: 'x' })).status,
    ).toBe(403);
    expect(await head()).toBe(before);
  });

  it('given a field the server does not store, or a bad value, when saved, then 400 in Japanese and nothing is appended', async () => {
    const before = await head();
    const unknown = await save({ title: '新しいタイトル', heroColour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    const tooLong = await save({ title: 'あ'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('タイトルは100文字以内で入力してください');
    const badBanner = await save({ bannerImage: 'javascript:alert(1)' });
    expect(badBanner.status).toBe(400);
    const badPeriod = await save({
      announcements: [{ text: 'x', startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }],
    });
    expect(badPeriod.body.message).toBe('お知らせの終了日時は開始日時より後にしてください');
    expect(await head()).toBe(before);
  });

  it('given an open visitor page, when an administrator saves the client form, then the content is stored sanitised and the page hears it after the commit', async () => {
    const visitor = await openVisitor();
    const heard = nextUpdate(visitor);
    const saved = await save({
      title: '春の模試キャンペーン',
      welcomeTitle: 'ようこそ',
      footerText: '<p>© 2026 <b>試験道場</b><script>alert(1)</script></p>',
      announcements: [
        { text: '<p>メンテナンス<img src=x onerror=alert(1)></p>', level: 'warning' },
        { text: '新しい問題集を追加しました', level: 'info', startsAt: '2026-01-01T00:00:00Z', endsAt: null },
      ],
      theme: 'dark',
      _timestamp: Date.now(),
      _adminUpdate: true,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: 'ホームページの内容を保存しました' });
    const payload = await heard;
    expect(payload).toMatchObject({
      type: 'content',
      action: 'update',
      force: true,
      title: '春の模試キャンペーン',
    });
    expect((payload.content as Json).theme).toBe('dark');

    const content = await read('/api/homepage/content?_nocache=1&_forceRefresh=true');
    expect(content.footerText).toBe('<p>© 2026 <b>試験道場</b></p>');
    expect(content.footer_text).toBe(content.footerText);
    expect(content.announcements).toEqual([
      {
        text: '<p>メンテナンス<img></p>',
        level: 'warning',
        startsAt: null,
        endsAt: null,
        translations: untranslated,
      },
      {
        text: '新しい問題集を追加しました',
        level: 'info',
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: null,
        translations: untranslated,
      },
    ]);
    expect(content).toMatchObject({ theme: 'dark', subtitle: expect.any(String), _savedByAdmin: 'operator' });
    expect(content._lastUpdated).toBeGreaterThan(Date.UTC(2026, 0, 1));
  });

  it('given the server form, when saved with featured_categories as JSON text, then the list is stored, and "[]" clears it', async () => {
    const saved = await save({
      welcome_title: 'サーバー形式',
      featured_categories: '["データベース"," セキュリティ技術 ","データベース"]',
      announcements: '',
    });
    expect(saved.status, saved.text).toBe(200);
    const content = await read('/api/homepage/content');
    expect(content).toMatchObject({
      welcomeTitle: 'サーバー形式',
      featuredCategories: ['データベース', 'セキュリティ技術'],
      featured_categories: ['データベース', 'セキュリティ技術'],
      announcements: [],
      theme: 'dark',
    });
    expect(await read('/api/homepage/featured-categories')).toEqual(['データベース', 'セキュリティ技術']);
    expect((await save({ featured_categories: '[]' })).status).toBe(200);
    expect(await read('/api/homepage/featured-categories')).toEqual([]);
    expect((await save({ featured_categories: 'データベース' })).status).toBe(400);
  });

  it('given categories, when added, renamed and removed, then blank and duplicate names are refused and a rename carries the featured sets along', async () => {
    const add = (name: string) =>
      harness.http.post('/api/homepage/featured-categories').set(admin).send({ name });
    expect((await add('  ネットワーク ')).status).toBe(201);
    const blank = await add('   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('カテゴリ名を入力してください');
    expect((await add('ネットワーク')).status).toBe(409);

    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    const setId = created.body.data.id as string;
    const featured = await harness.http
      .put(`/api/question-sets/${setId}/featured`)
      .set(admin)
      .send({ isFeatured: true, featuredCategory: 'ネットワーク' });
    expect(featured.status, featured.text).toBe(200);

    const visitor = await openVisitor();
    const heard = nextUpdate(visitor);
    const renamed = await harness.http
      .put(`/api/homepage/featured-categories/${encodeURIComponent('ネットワーク')}`)
      .set(admin)
      .send({ name: 'ネットワーク基礎' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toEqual({ categories: ['ネットワーク基礎'], renamedSets: [setId] });
    expect(await heard).toMatchObject({
      type: 'category',
      action: 'update',
      category: 'ネットワーク基礎',
      oldCategory: 'ネットワーク',
    });
    expect((await read(`/api/question-sets/${setId}`)).featuredCategory).toBe('ネットワーク基礎');

    const missing = await harness.http
      .delete(`/api/homepage/featured-categories/${encodeURIComponent('ネットワーク')}`)
      .set(admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('カテゴリが見つかりません');
    const removed = await harness.http
      .delete(`/api/homepage/featured-categories/${encodeURIComponent('ネットワーク基礎')}`)
      .set(admin);
    expect(removed.status).toBe(200);
    expect(await read('/api/homepage/featured-categories')).toEqual([]);
  });

  it('given a publication recorded before translations, when zh and en texts are saved, then the public read serves them and each language shows its own or the Japanese', async () => {
    // An event as recorded before issue 36: no translations on the content or its announcements.
    const legacy = {
      ...defaultHomeContentData(),
      welcomeTitle: '春のキャンペーン',
      announcements: [{ text: '<p>お知らせ</p>', level: 'info', startsAt: null, endsAt: null }],
    } as Json;
    delete legacy.translations;
    await harness.standalone.eventStore.append(HOME_CONTENT_STREAM, [
      {
        id: randomUUID(),
        type: 'HomeContentPublished',
        data: { content: legacy, changed: ['welcomeTitle'] },
        metadata: { at: new Date().toISOString() },
      },
    ]);
    const before = await read('/api/homepage/content');
    expect(before.translations.zh).toEqual({
      title: '',
      subtitle: '',
      welcomeTitle: '',
      welcomeDescription: '',
      footerText: '',
    });
    expect(before.announcements[0].translations).toEqual(untranslated);

    const saved = await save({
      translations: {
        zh: { welcomeTitle: '春季活动', footerText: '<p>© 2026 IT认证道场<script>x()</script></p>' },
        en: {
          title: 'IT Cert Dojo',
          subtitle: 'Practice',
          welcomeTitle: 'Spring campaign',
          welcomeDescription: 'Practise with exam-style questions.',
          footerText: '© 2026 IT Cert Dojo',
        },
      },
      announcements: [{ text: '<p>お知らせ</p>', level: 'info', translations: { en: '<p>Notice</p>' } }],
    });
    expect(saved.status, saved.text).toBe(200);
    const tooLong = await save({ translations: { zh: { title: '字'.repeat(101) } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: 'TEXT_TOO_LONG',
      message: 'タイトルは100文字以内で入力してください',
    });

    // One copy for every language (the caller's language changes only a reply's message, not the content).
    const served = await read('/api/homepage/content');
    const askedInChinese = await harness.http
      .get('/api/homepage/content')
      .set('Accept-Language', 'zh-CN')
      .expect(200);
    expect(askedInChinese.body.data).toEqual(served);
    expect(served.translations.zh.footerText).toBe('<p>© 2026 IT认证道场</p>');

    const ja = localizeHomeContent(served, 'ja');
    expect(ja).toMatchObject({
      welcomeTitle: '春のキャンペーン',
      announcements: [{ text: '<p>お知らせ</p>' }],
    });
    const zh = localizeHomeContent(served, 'zh');
    expect(zh).toMatchObject({
      welcomeTitle: '春季活动',
      footerText: '<p>© 2026 IT认证道场</p>',
      // not translated into Chinese: the Japanese shows
      welcomeDescription: ja.welcomeDescription,
      announcements: [{ text: '<p>お知らせ</p>' }],
    });
    const en = localizeHomeContent(served, 'en');
    expect(en).toMatchObject({
      title: 'IT Cert Dojo',
      welcomeTitle: 'Spring campaign',
      welcomeDescription: 'Practise with exam-style questions.',
      footerText: '© 2026 IT Cert Dojo',
      announcements: [{ text: '<p>Notice</p>' }],
    });
  });

  it('given the log, when every projection group is rebuilt, then the home content equals the live one', async () => {
    const live = await read('/api/homepage/content');
    const stored = await harness.standalone.documentStore.collection<StoredDocument>('home_content').find({});
    await rebuildEveryGroup(harness.standalone);
    expect(
      await harness.standalone.documentStore.collection<StoredDocument>('home_content').find({}),
    ).toEqual(stored);
    expect(await read('/api/homepage/content')).toEqual(live);
  });
});
