import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { adminFailure, adminFailureText } from '../redeem-codes/admin-error';

/** Admin spec §4 "Session" / §8 "Content management": on 401 the toast stays 8 s, and the page goes home after 3 s. */
const EXPIRED_TOAST_MS = 8_000;
const HOME_AFTER_MS = 3_000;

/** Shows a failed content call: the session-expired path on 401, else the server's message or the fallback. */
export function useContentFailure() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, fallbackKey: string) => {
      if ((error as { status?: unknown } | null)?.status === 401) {
        toast.error(t('content.sessionExpired'), {
          id: 'content-session-expired',
          autoClose: EXPIRED_TOAST_MS,
        });
        setTimeout(() => void navigate('/'), HOME_AFTER_MS);
        return;
      }
      toast.error(adminFailureText(adminFailure(error, fallbackKey), t));
    },
    [navigate, t],
  );
}
