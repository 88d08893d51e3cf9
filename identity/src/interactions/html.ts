import { randomBytes } from 'node:crypto';
import { CATALOGUES, type Language, localizeText } from '@exam/domain/i18n';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches a page goes through this. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A template literal tag that escapes every interpolation unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}
export const html = (strings: TemplateStringsArray, ...values: unknown[]): Html =>
  new Html(
    strings.reduce((out, text, index) => {
      if (index === 0) return text;
      const value = values[index - 1];
      const rendered = Array.isArray(value)
        ? value.map((item) => (item instanceof Html ? item.value : escapeHtml(item))).join('')
        : value instanceof Html
          ? value.value
          : value === undefined || value === null || value === false
            ? ''
            : escapeHtml(value);
      return out + rendered + text;
    }, ''),
  );

export const newNonce = (): string => randomBytes(16).toString('base64');

/** No external assets: inline styles, data: images, scripts only with the page's nonce. */
export const contentSecurityPolicy = (nonce?: string): string =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;background:#f4f6fb;color:#1f2933}
main{max-width:420px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
h1{font-size:1.4rem;margin:0 0 8px}p.lead{color:#52606d;margin:0 0 20px;font-size:.95rem}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
input[type=text],input[type=email],input[type=password]{width:100%;padding:10px 12px;border:1px solid #cbd2d9;border-radius:8px;font-size:1rem}
input:focus{outline:2px solid #3b82f6;border-color:#3b82f6}
button{width:100%;margin-top:20px;padding:11px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#e4e7eb;color:#1f2933;margin-top:8px}
.error{background:#fdecea;color:#b42318;padding:10px 12px;border-radius:8px;margin:12px 0;font-size:.92rem}
.notice{background:#e8f5e9;color:#1b5e20;padding:10px 12px;border-radius:8px;margin:12px 0;font-size:.92rem}
nav.languages{display:flex;justify-content:flex-end;gap:12px;font-size:.85rem;margin:-16px 0 12px}nav.languages a{color:#2563eb;text-decoration:none}
nav.links{margin-top:20px;display:flex;flex-wrap:wrap;gap:8px 16px;font-size:.88rem}nav.links a{color:#2563eb;text-decoration:none}
.hint{color:#52606d;font-size:.8rem;margin-top:4px}.qr{display:block;margin:12px auto;width:200px;height:200px}
code.secret{display:block;word-break:break-all;background:#f5f7fa;padding:8px;border-radius:6px;font-size:.85rem}
table{width:100%;border-collapse:collapse;font-size:.85rem}td,th{border-bottom:1px solid #e4e7eb;padding:6px;text-align:left;vertical-align:top}
`;

export const page = (
  title: string,
  body: Html,
  options: { nonce?: string; wide?: boolean; language?: Language } = {},
): string =>
  `<!doctype html>${html`<html lang="${options.language ?? 'ja'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${localizeText(title, options.language ?? 'ja')} | ${CATALOGUES[options.language ?? 'ja'].app.name}</title><style>${new Html(STYLE)}${options.wide ? new Html('main{max-width:960px}') : ''}</style></head><body><main>${body}</main></body></html>`}`;
