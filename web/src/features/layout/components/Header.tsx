import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DesktopNav } from './DesktopNav';
import { HeaderAccount } from './HeaderAccount';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

export function Header() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <Box
      component="header"
      h={60}
      bg="var(--mantine-color-body)"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <DesktopNav />
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="sm">
              <HeaderAccount />
            </Box>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="md"
              aria-label={t('nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
    </Box>
  );
}
