import { Text, useComputedColorScheme } from '@mantine/core';

/** One header link's look; the link itself is the router's NavLink around it. */
export function NavItem({ label, active }: { label: string; active: boolean }) {
  // The active link's colour, readable on its light fill in either scheme (WCAG AA).
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Text
      component="span"
      px="sm"
      py={6}
      fw={active ? 700 : 500}
      c={active ? (dark ? 'indigo.2' : 'indigo.9') : 'var(--mantine-color-text)'}
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'inline-block' }}
      bg={active ? 'var(--mantine-color-indigo-light)' : undefined}
    >
      {label}
    </Text>
  );
}
