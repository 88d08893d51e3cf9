import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../shared/api/api';
import { commerceApi } from './api';

/** Learner spec §4: the access is checked again 300 ms after a purchase or redeem. */
export const ACCESS_RECHECK_DELAY_MS = 300;

// biome-ignore lint/suspicious/noExplicitAny: the store's dispatch accepts RTK Query thunks
type AppDispatchLike = ThunkDispatch<any, unknown, UnknownAction>;

/** What a granted access makes stale: the set (its locked questions open), the listings and the profile. */
export const accessGrantedTags = (setId: string) => [
  { type: 'QuestionSet' as const, id: setId },
  { type: 'QuestionSet' as const, id: 'LIST' },
  { type: 'Access' as const, id: setId },
  { type: 'Purchase' as const, id: 'LIST' },
  { type: 'RedeemCode' as const, id: 'LIST' },
];

/**
 * After our own purchase or redeem: ask the server again (waiting until its read models passed the position we
 * wrote, so the answer cannot be stale), then refresh everything that shows access. The socket's notification
 * usually got there first; this is the path that works without it.
 */
export function recheckAccessSoon(dispatch: AppDispatchLike, setId: string, position: number): void {
  setTimeout(async () => {
    const check = dispatch(
      commerceApi.endpoints.checkAccess.initiate(
        { setId, minPosition: position || undefined },
        { forceRefetch: true, subscribe: false },
      ),
    );
    await check.unwrap().catch(() => undefined);
    dispatch(api.util.invalidateTags(accessGrantedTags(setId)));
  }, ACCESS_RECHECK_DELAY_MS);
}
