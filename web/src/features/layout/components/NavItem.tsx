import { Text } from '@mantine/core';

/** One header link's look; the link itself is the router's NavLink around it. */
export function NavItem({ label, active }: { label: string; active: boolean }) {
  return (
    <Text
      component="span"
      px="sm"
      py={6}
      fw={active ? 700 : 500}
      c={active ? 'indigo' : 'dark'}
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'inline-block' }}
      bg={active ? 'var(--mantine-color-indigo-light)' : undefined}
    >
      {label}
    </Text>
  );
}
