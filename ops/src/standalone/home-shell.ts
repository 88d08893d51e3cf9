import { type Language, languageOfTag } from '@exam/domain/i18n/lang';
import { ImageSizes, imageSrcSetOf } from '@exam/domain/rules';
import { type HomeContentView, localizeHomeContent } from '@exam/domain/schemas';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a non-executed <script type="application/json">: `<` escaped so no `</script>` can close it. */
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const FONT =
  '-apple-system,BlinkMacSystemFont,"Hiragino Sans","Hiragino Kaku Gothic ProN","Noto Sans JP",Meiryo,sans-serif';
const GRADIENT = 'linear-gradient(135deg,#4263eb,#1098ad)';
/** The web hero's veil over a banner photo (web/src/pages/home/components/Hero.tsx), so both draw alike. */
const VEIL = 'linear-gradient(135deg,rgba(20,24,60,.78),rgba(20,60,80,.55))';

const percent = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * The banner photo is the phone's largest paint (issue 24): named in the HTML, it is fetched with the page instead
 * of after the app's JavaScript has run. Its URL is quoted for HTML (percent-encoded where a quote could close it).
 */
const bannerUrl = (content: HomeContentView) =>
  content.bannerImage ? escapeHtml(encodeURI(content.bannerImage).replace(/[()"']/g, percent)) : '';

/**
 * The banner's image attributes, shared by the preload link (as imagesrcset / imagesizes) and the <img>, and equal
 * to the app's (web/src/pages/home/components/Hero.tsx): with the same srcset and sizes the browser picks the
 * same width for all three, so the banner is fetched once, and a phone fetches a phone-sized WebP.
 */
export const bannerImageAttributes = (content: HomeContentView) => {
  const srcset = imageSrcSetOf(content.bannerImage);
  return {
    src: bannerUrl(content),
    srcset: srcset ? escapeHtml(srcset) : '',
    sizes: srcset ? ImageSizes.banner : '',
  };
};

const LAYER = 'position:absolute;top:0;left:0;width:100%;height:100%';

/** The language the browser chose (the web app's switch writes the `exam.language` cookie beside localStorage). */
export const languageOfCookies = (header: string | undefined): Language =>
  languageOfTag(/(?:^|;\s*)exam\.language=([^;]*)/.exec(header ?? '')?.[1]) ?? 'ja';

/**
 * The home page's first paint before any script (issue 16: largest paint within 2.5 s on a phone): a header bar and
 * the hero with the stored texts and banner photo, as the app will draw them, plus the home content as JSON so the
 * app starts from the same copy (no flash of other texts). React replaces it when it mounts. Inline styles only (the CSP allows
 * inline styles, never inline scripts; the JSON block is data, not script).
 */
export function renderHomeShell(
  indexHtml: string,
  stored: HomeContentView,
  /** The browser's choice (its `exam.language` cookie): the hero is drawn in it, so nothing flashes in Japanese. */
  language: Language = 'ja',
): string {
  const content = localizeHomeContent(stored, language);
  const banner = bannerImageAttributes(content);
  const responsive = banner.srcset ? ` srcset="${banner.srcset}" sizes="${banner.sizes}"` : '';
  const photo = banner.src
    ? `<img src="${banner.src}"${responsive} alt="" fetchpriority="high" style="${LAYER};object-fit:cover">` +
      `<div style="${LAYER};background:${VEIL}"></div>`
    : '';
  const shell =
    // Mantine's sizes for the hero title: 28px on phones, 40px from its `sm` breakpoint (48em).
    // The hero's buttons and figures come with the app; their room is kept (216px stacked on a phone, 158px in a row
    // from 48em), so the app's hero is no larger than this one: the banner's paint here stays the largest, and
    // nothing below moves when the app mounts.
    `<style>.shell-title{font-size:28px}.shell-actions{height:216px}@media (min-width:48em){.shell-title{font-size:40px}.shell-actions{height:158px}}</style>` +
    `<div style="height:60px;border-bottom:1px solid #dee2e6"></div>` +
    `<section style='position:relative;overflow:hidden;background:${GRADIENT};color:#fff;padding:56px 16px;font-family:${FONT}'>` +
    photo +
    `<div style="position:relative;max-width:1320px;margin:0 auto">` +
    (content.subtitle
      ? `<p style="font-weight:700;opacity:.85;margin:0 0 20px;font-size:16px">${escapeHtml(content.subtitle)}</p>`
      : '') +
    `<h1 class="shell-title" style="line-height:1.3;margin:0 0 20px;font-weight:700">${escapeHtml(content.welcomeTitle)}</h1>` +
    `<p style="font-size:18px;line-height:1.6;margin:0;max-width:760px">${escapeHtml(content.welcomeDescription)}</p>` +
    `<div class="shell-actions"></div>` +
    `</div></section>`;
  // The stored copy with every language: the app localises it itself.
  const data = `<script type="application/json" id="home-content-data">${escapeJson(stored)}</script>`;
  const preload = banner.src
    ? `<link rel="preload" as="image" href="${banner.src}"${banner.srcset ? ` imagesrcset="${banner.srcset}" imagesizes="${banner.sizes}"` : ''} fetchpriority="high">`
    : '';
  // First in the head: before the module scripts and stylesheets compete for the phone's bandwidth.
  // Replacer functions: stored text is never read as a replacement pattern (`$&`, `$\``, `$'` would copy the page in).
  return indexHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace(/<head>/, () => `<head>${preload}`)
    .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>${data}`);
}
