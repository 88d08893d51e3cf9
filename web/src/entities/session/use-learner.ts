import { useAppSelector } from '../../shared/store/hooks';

export type Learner = {
  /** Sign-in is still being restored: wait before choosing between server and local progress. */
  pending: boolean;
  signedIn: boolean;
  userId: string | null;
};

/** Who is practising, read from the auth slice. */
export function useLearner(): Learner {
  const status = useAppSelector((state) => state.auth.status);
  const userId = useAppSelector((state) => state.auth.user?.id ?? null);
  const signedIn = status === 'authenticated' && userId !== null;
  return { pending: status === 'loading', signedIn, userId: signedIn ? userId : null };
}
