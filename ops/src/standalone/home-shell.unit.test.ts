import { ImageSizes, imageSrcSetOf } from '@exam/domain/rules';
import { defaultHomeContent } from '@exam/query-api';
import { describe, expect, it } from 'vitest';
import { languageOfCookies, renderHomeShell } from './home-shell.js';

const INDEX =
  '<!doctype html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body>';

describe('home page shell', () => {
  it('given stored content, then the hero texts are drawn escaped and the content travels as non-executed JSON', () => {
    const content = {
      ...defaultHomeContent(),
      welcomeTitle: '<script>alert(1)</script>ようこそ',
      subtitle: '合格へ',
      welcomeDescription: 'A & B </script><script>alert(2)</script>',
    };
    const page = renderHomeShell(INDEX, content);
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;ようこそ');
    expect(page).toContain('合格へ');
    const json =
      page.match(/<script type="application\/json" id="home-content-data">(.*?)<\/script>/s)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json).welcomeDescription).toBe(content.welcomeDescription);
    // The only executable script is the app's own module.
    expect(page.match(/<script(?![^>]*application\/json)/g)).toHaveLength(1);
  });

  it("given stored texts holding replacement patterns ($&, $`, $', $1, $$) in every field, then each is drawn as written and the page keeps one head (issue 37)", () => {
    const PATTERNS = "a$&b$`c$'d$1e$$f$<g";
    const withPatterns = (value: unknown): unknown =>
      typeof value === 'string'
        ? `${value}${PATTERNS}`
        : Array.isArray(value)
          ? value.map(withPatterns)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withPatterns(field)]))
            : value;
    const content = withPatterns({
      ...defaultHomeContent(),
      subtitle: '合格へ',
      bannerImage: 'https://example.com/banner.jpg',
    }) as ReturnType<typeof defaultHomeContent>;
    const page = renderHomeShell(INDEX, content);
    const drawn = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
    expect(page).toContain(`>${drawn(content.welcomeTitle)}</h1>`);
    expect(page).toContain(`>${drawn(content.welcomeDescription)}</p>`);
    expect(page).toContain(`>${drawn(content.subtitle ?? '')}</p>`);
    expect(page).toContain('<img src="https://example.com/banner.jpga$&#38;b$%60c$%27d$1e$$f$%3Cg"');
    expect(page).toContain(
      '<link rel="preload" as="image" href="https://example.com/banner.jpga$&#38;b$%60c$%27d$1e$$f$%3Cg"',
    );
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<!doctype html>/g)).toHaveLength(1);
    expect(page.match(/id="root"/g)).toHaveLength(1);
    const json =
      page.match(/<script type="application\/json" id="home-content-data">(.*?)<\/script>/s)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(content);
  });

  it('given an outside banner, then the page preloads it at high priority and the hero draws it before any script', () => {
    const content = { ...defaultHomeContent(), bannerImage: 'https://example.com/abc (1)"x.jpg' };
    const page = renderHomeShell(INDEX, content);
    const preload = page.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/);
    expect(preload?.[1]).toBe('https://example.com/abc%20%281%29%22x.jpg');
    expect(page.indexOf('<link rel="preload"')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<img src="https://example.com/abc%20%281%29%22x.jpg" alt=""');
    expect(page).not.toContain('srcset');
  });

  it('given an uploaded banner, then the preload names the same srcset and sizes as the shell and the app draw', () => {
    const hash = 'c'.repeat(64);
    const content = { ...defaultHomeContent(), bannerImage: `/uploads/${hash}.jpg` };
    const page = renderHomeShell(INDEX, content);
    const preload = page.match(
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/,
    );
    const img = page.match(/<img src="([^"]+)" srcset="([^"]+)" sizes="([^"]+)"/);
    expect(preload).not.toBeNull();
    expect(img).not.toBeNull();
    // The app's <img> (web Hero) takes its srcset and sizes from the same two functions.
    expect(preload?.slice(1)).toEqual(img?.slice(1));
    expect(preload?.slice(1)).toEqual([
      `/uploads/${hash}.jpg`,
      imageSrcSetOf(`/uploads/${hash}.jpg`),
      ImageSizes.banner,
    ]);
    expect(img?.[2]).toContain(`/uploads/${hash}-480w.webp 480w`);
  });

  it('given no banner, then nothing is preloaded and the hero keeps its gradient', () => {
    const page = renderHomeShell(INDEX, { ...defaultHomeContent(), bannerImage: '' });
    expect(page).not.toContain('rel="preload"');
    expect(page).toContain('linear-gradient(135deg,#4263eb,#1098ad)');
  });

  it('given a browser that chose Chinese, then the hero is drawn in its Chinese texts (Japanese where untranslated), <html lang> says so, and the JSON keeps every language (issue 36)', () => {
    const stored = defaultHomeContent();
    const content = {
      ...stored,
      translations: {
        ...stored.translations,
        zh: { ...stored.translations.zh, welcomeTitle: '欢迎来到题库' },
      },
    };
    const page = renderHomeShell(
      `<!doctype html><html lang="ja">${INDEX.slice(15)}</html>`,
      content,
      languageOfCookies('a=1; exam.language=zh'),
    );
    expect(page).toContain('<html lang="zh">');
    expect(page).toContain('欢迎来到题库');
    expect(page).not.toContain(`>${stored.welcomeTitle}<`);
    expect(page).toContain(stored.welcomeDescription);
    const json = page.match(/id="home-content-data">(.*?)<\/script>/s)?.[1] ?? '';
    expect(JSON.parse(json).welcomeTitle).toBe(stored.welcomeTitle);
    expect(JSON.parse(json).translations.zh.welcomeTitle).toBe('欢迎来到题库');
  });

  it('given no cookie or an unknown language, then Japanese', () => {
    expect(languageOfCookies(undefined)).toBe('ja');
    expect(languageOfCookies('exam.language=fr')).toBe('ja');
    expect(languageOfCookies('exam.language=en; b=2')).toBe('en');
  });
});
