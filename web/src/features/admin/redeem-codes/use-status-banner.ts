import { useCallback, useEffect, useState } from 'react';
import { BANNER_CLEAR_MS, bannerColor } from './generation-rules';

/** Admin spec §2 inline status banner: green when the text contains 成功, cleared after 3 s. */
export function useStatusBanner() {
  // A new object per message, so the same text shown twice restarts its 3 s.
  const [banner, setBanner] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), BANNER_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback((text: string) => setBanner({ text }), []);
  const text = banner?.text ?? null;
  return { text, color: text ? bannerColor(text) : null, show };
}
