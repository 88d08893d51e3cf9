import type { AnsweredQuestion } from '../../entities/progress';

/** Spec §4 "Quiz progress": local progress is valid 24 h. */
export const LOCAL_PROGRESS_TTL_MS = 24 * 60 * 60 * 1000;

/** Spec §3 "Local saved quiz progress", keyed by set (and owner, so accounts on one browser do not mix). */
export type LocalProgress = {
  answeredQuestions: Record<string, AnsweredQuestion>;
  lastQuestionIndex: number;
  /** Manual save includes the current, unsubmitted selection. */
  selection: { questionId: string; optionIds: string[] } | null;
  correctAnswers: number;
  totalAnswered: number;
  totalQuestions: number;
  lastUpdated: number;
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const localProgressKey = (setId: string, ownerId: string | null) =>
  `quiz-progress:${ownerId ?? 'anonymous'}:${setId}`;

export const isFresh = (lastUpdated: number, now: number) =>
  Number.isFinite(lastUpdated) && now - lastUpdated >= 0 && now - lastUpdated < LOCAL_PROGRESS_TTL_MS;

/** The saved progress, or null when there is none, it is unreadable or older than 24 h (then it is dropped). */
export function loadLocalProgress(
  storage: Storage,
  setId: string,
  ownerId: string | null,
  now: number,
): LocalProgress | null {
  const key = localProgressKey(setId, ownerId);
  let parsed: LocalProgress | null = null;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? 'null') as LocalProgress | null;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || typeof parsed.answeredQuestions !== 'object') {
    if (parsed !== null) storage.removeItem(key);
    return null;
  }
  if (!isFresh(parsed.lastUpdated, now)) {
    storage.removeItem(key);
    return null;
  }
  return parsed;
}

export function saveLocalProgress(
  storage: Storage,
  setId: string,
  ownerId: string | null,
  progress: Omit<LocalProgress, 'correctAnswers' | 'totalAnswered'>,
): void {
  const answers = Object.values(progress.answeredQuestions);
  const full: LocalProgress = {
    ...progress,
    totalAnswered: answers.length,
    correctAnswers: answers.filter((answer) => answer.isCorrect).length,
  };
  try {
    storage.setItem(localProgressKey(setId, ownerId), JSON.stringify(full));
  } catch {
    // A full or disabled storage only costs the local resume; the server keeps signed-in progress.
  }
}

export function clearLocalProgress(storage: Storage, setId: string, ownerId: string | null): void {
  storage.removeItem(localProgressKey(setId, ownerId));
}
