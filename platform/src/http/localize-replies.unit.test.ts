import { describe, expect, it } from 'vitest';
import { localizeBody, localizeReply, replyLanguage } from './localize-replies.js';

describe('answers in the caller’s language', () => {
  it('given Accept-Language, then it wins over the saved choice; without one, the saved choice; else ja', () => {
    expect(replyLanguage({ 'accept-language': 'zh-CN,zh;q=0.9' }, { language: 'en' })).toBe('zh');
    expect(replyLanguage({}, { language: 'en' })).toBe('en');
    expect(replyLanguage({ 'accept-language': 'fr' }, null)).toBe('ja');
  });

  it('given an envelope, then message, error, issues and the item lists of data are said in the language', () => {
    const body = {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'ユーザー名を入力してください',
      error: 'ユーザー名を入力してください',
      issues: [{ path: 'email', message: 'メールアドレスを入力してください' }],
      data: {
        failed: [{ codeId: 'c1', message: '有効な問題集を選択してください', code: 'REDEEM_SET_INVALID' }],
        issues: [{ code: 'ABC', issue: '関連付けられた問題集が存在しないか、削除されています' }],
        title: 'ユーザー名を入力してください',
      },
    };
    expect(localizeBody(body, 'zh')).toEqual({
      ...body,
      message: '请输入用户名',
      error: '请输入用户名',
      issues: [{ path: 'email', message: '请输入邮箱' }],
      data: {
        failed: [{ codeId: 'c1', message: '请选择有效的题库', code: 'REDEEM_SET_INVALID' }],
        issues: [{ code: 'ABC', issue: '关联的题库不存在或已被删除' }],
        // Data is data: a title that happens to read like a message stays as stored.
        title: 'ユーザー名を入力してください',
      },
    });
  });

  it('given ja or a body without text, then the very same body comes back', () => {
    const body = { success: true, data: { id: 1 } };
    expect(localizeBody(body, 'en')).toBe(body);
    const japanese = { success: false, message: '認証が必要です' };
    expect(localizeBody(japanese, 'ja')).toBe(japanese);
  });

  it('given a reply with a message, then it names its language and varies on Accept-Language; a listing does not', () => {
    const refused = localizeReply(
      { status: 401, headers: {}, body: { success: false, message: '認証が必要です' } },
      'en',
    );
    expect(refused.headers).toMatchObject({ 'Content-Language': 'en', Vary: 'Accept-Language' });
    expect(refused.body).toMatchObject({ message: 'Please sign in' });
    const listing = { status: 200, headers: {}, body: { success: true, data: [] } };
    expect(localizeReply(listing, 'en')).toBe(listing);
  });
});
