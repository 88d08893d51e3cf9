import {
  CATALOGUES,
  type Catalogue,
  isLanguage,
  type Language,
  languagesOfHeader,
  localizeText,
  pickLanguage,
} from '@exam/domain/i18n';
import type { Request, Response } from 'express';

/**
 * The language of the sign-in pages of one interaction: the page's own switch (`?lang=`, remembered for the
 * interaction), else the app's choice (`ui_locales` of the authorization request), else the browser's
 * Accept-Language, else Japanese. Remembered per interaction uid (bounded), so every page and refusal of one
 * sign-in speaks the same language without each handler passing it along.
 */
const MAX_REMEMBERED = 10_000;
const chosen = new Map<string, Language>();

const remember = (uid: string, language: Language) => {
  chosen.delete(uid);
  chosen.set(uid, language);
  if (chosen.size > MAX_REMEMBERED) chosen.delete(chosen.keys().next().value as string);
};

/** The language asked for by this request alone (the switch, then the browser), without an interaction. */
export const requestLanguage = (req: Pick<Request, 'query' | 'headers'>): Language => {
  const switched = req.query.lang;
  return isLanguage(switched) ? switched : pickLanguage(req.headers['accept-language']);
};

/** Decides (and remembers) the language of the interaction `uid`, and keeps it on res.locals for `send`. */
export const settleLanguage = (
  req: Pick<Request, 'query' | 'headers'>,
  res: Response,
  uid: string | undefined,
  uiLocales: unknown,
): Language => {
  const switched = req.query.lang;
  let language: Language;
  if (isLanguage(switched)) language = switched;
  else if (uid && chosen.has(uid)) language = chosen.get(uid) as Language;
  else
    language =
      languagesOfHeader(typeof uiLocales === 'string' ? uiLocales : undefined)[0] ??
      pickLanguage(req.headers['accept-language']);
  if (uid) remember(uid, language);
  res.locals.language = language;
  return language;
};

export const languageOfInteraction = (uid: string): Language => chosen.get(uid) ?? 'ja';
export const languageOfResponse = (res: Response): Language =>
  isLanguage(res.locals.language) ? res.locals.language : 'ja';

/** The texts of the sign-in pages in `language`, and a server text (a refusal, a notice) said in it. */
export type PageTexts = Catalogue['identity'] & { app: Catalogue['app']; say: (text: string) => string };
export const pageTexts = (language: Language): PageTexts => ({
  ...CATALOGUES[language].identity,
  app: CATALOGUES[language].app,
  say: (text) => localizeText(text, language),
});
