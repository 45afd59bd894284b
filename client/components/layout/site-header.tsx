import { Box, Container, Flex, HStack, IconButton, Stack } from '@chakra-ui/react'
import { Menu, X } from 'lucide-react'
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../shared/site'
import { useScrolledPast } from '../../hooks/use-scrolled-past'
import { LinkButton } from '../ui/link-button'
import { BrandMark } from './brand-mark'
import { HEADER_LINKS } from './nav-links'

export const HEADER_HEIGHT = '4.5rem'

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const [location] = useLocation()
  const closeMenu = () => setMenuOpen(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  // The open menu closes with Escape (focus back on its toggle) and once focus moves on to anything but the menu and
  // its toggle; focus leaving the window (relatedTarget null) keeps it open.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!menuOpen || event.key !== 'Escape') return
    closeMenu()
    toggle.current?.focus()
  }
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (!menuOpen || !(next instanceof Node)) return
    if (!menu.current?.contains(next) && !toggle.current?.contains(next)) closeMenu()
  }

  return (
    <Box
      as="header"
      data-testid="site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={scrolled ? 'rgba(255, 255, 255, 0.82)' : 'white'}
      backdropFilter={scrolled ? 'saturate(180%) blur(12px)' : undefined}
      borderBottomWidth="1px"
      borderColor={scrolled ? 'border.muted' : 'transparent'}
      transition="background 0.2s ease, border-color 0.2s ease"
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <Container maxW="6xl">
        <Flex height={HEADER_HEIGHT} align="center" justify="space-between" gap="6">
          <BrandMark onNavigate={closeMenu} />
          <HStack as="nav" aria-label="Fő navigáció" gap="6" display={{ base: 'none', lg: 'flex' }}>
            {HEADER_LINKS.map((link) => (
              <Link key={link.href} href={link.href} aria-current={location === link.href ? 'page' : undefined}>
                <Box
                  as="span"
                  fontSize="sm"
                  fontWeight="medium"
                  color={location === link.href ? 'brand.fg' : 'fg.muted'}
                  _hover={{ color: 'brand.fg' }}
                >
                  {link.label}
                </Box>
              </Link>
            ))}
            <LinkButton size="sm" colorPalette="brand">
              <Link href="/register">Ingyenes webinárium</Link>
            </LinkButton>
          </HStack>
          <IconButton
            ref={toggle}
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="ghost"
            aria-label={menuOpen ? 'Menü bezárása' : 'Menü megnyitása'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </IconButton>
        </Flex>
      </Container>
      {menuOpen && (
        <Box ref={menu} id="mobile-menu" display={{ lg: 'none' }} bg="white" borderTopWidth="1px" shadow="md">
          <Container maxW="6xl" py="4">
            <Stack as="nav" aria-label="Mobil navigáció" gap="1">
              {HEADER_LINKS.map((link) => (
                <Link key={link.href} href={link.href} onClick={closeMenu}>
                  <Box as="span" display="block" py="3" fontWeight="medium" color="fg">
                    {link.label}
                  </Box>
                </Link>
              ))}
              <LinkButton colorPalette="brand" mt="2">
                <Link href="/register" onClick={closeMenu}>
                  Ingyenes webinárium
                </Link>
              </LinkButton>
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  )
}
