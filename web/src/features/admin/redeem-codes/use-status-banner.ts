import { useCallback, useEffect, useState } from 'react';
import { BANNER_CLEAR_MS, bannerColor } from './generation-rules';

/** Admin spec §2 inline status banner: green for a success, red otherwise, cleared after 3 s. */
export function useStatusBanner() {
  // A new object per message, so the same text shown twice restarts its 3 s.
  const [banner, setBanner] = useState<{ text: string; outcome: 'success' | 'failure' } | null>(null);
  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), BANNER_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback(
    (text: string, outcome: 'success' | 'failure' = 'failure') => setBanner({ text, outcome }),
    [],
  );
  const text = banner?.text ?? null;
  return { text, color: banner ? bannerColor(banner.outcome) : null, show };
}
