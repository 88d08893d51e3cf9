import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useHomeContent } from '../use-home-content';

/** Admin spec §3: the theme saved with the home content (light, dark or auto) is the whole app's colour scheme. */
export function ContentTheme() {
  const { content } = useHomeContent();
  const { setColorScheme } = useMantineColorScheme();
  const theme = content?.theme;
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
  return null;
}
