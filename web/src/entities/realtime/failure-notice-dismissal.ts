/** Spec §2: the reconnection failure notice can be dismissed for good ("今後表示しない"). */
const STORAGE_KEY = 'socketFailureNotice:dismissed';

export function isFailureNoticeDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked: show the notice
  }
}

export function dismissFailureNoticeForever(): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, '1');
  } catch {
    // storage blocked: the notice is hidden for this page only
  }
}
