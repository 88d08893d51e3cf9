// The screens `npm run bench -- big-set` measures in Chromium, each on the 10,000-question set and on the
// 28-question baseline set of the same run. Another measurement joins by being added here, e.g. the learner's
// quiz (issue 35, point 1): `{ name: 'quiz', measure: measureQuiz }` with `measureQuiz` from ./big-set-quiz.js,
// a function of a BrowserBenchContext answering ScreenFigure[] (see big-set-browser.ts).
import { measureAdminScreens } from './big-set-admin.js';
import type { BrowserMeasurement } from './big-set-browser.js';

export const browserMeasurements: BrowserMeasurement[] = [
  { name: 'admin screens', measure: measureAdminScreens },
];
