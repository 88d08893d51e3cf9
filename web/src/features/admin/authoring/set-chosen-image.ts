import { useCallback, useEffect, useState } from 'react';

/** A card image chosen in the browser and not uploaded yet, with an object URL for its preview. */
export function useChosenImage() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // The object URL lives as long as the choice: revoked when replaced, cleared or unmounted.
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = useCallback((next: File) => setFile(next), []);
  const clear = useCallback(() => setFile(null), []);
  return { file, previewUrl, choose, clear };
}
