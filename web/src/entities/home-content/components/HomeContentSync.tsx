import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useKeepHomeContentCached } from '../use-home-content';

/**
 * Mounted once for the whole app: keeps the home content cached for the active user, and makes its theme (light,
 * dark or auto; admin spec §3) the whole app's colour scheme.
 */
export function HomeContentSync() {
  const content = useKeepHomeContentCached();
  const { setColorScheme } = useMantineColorScheme();
  const theme = content?.theme;
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
  return null;
}
