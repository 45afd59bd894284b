import { SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs'
import { ExternalLink } from 'lucide-react'
import { useLocation, useSearchParams } from 'wouter'
import { ADMIN_TAB_PARAM, PREVIEW_PARAM } from '../../../shared/admin-params'
import { LinkButton } from '../../components/ui/link-button'
import { AdminsPanel } from './admins-panel'
import { BlogPostsPanel } from './blog-posts-panel'
import { OfferConfigEditor, RegisterConfigEditor, WebinarConfigEditor } from './config-editors'
import { EmailTextsPanel } from './email-texts-panel'
import { PrivacyPanel } from './privacy-panel'
import { RegistrationsPanel } from './registrations-panel'

/**
 * Spec section 2, /admin: the six tabs, Webinar Content first, then E-mails (issue 23), Admins and Privacy (issue 24);
 * `?tab=` keeps the open one across reloads and links.
 */
export const ADMIN_TABS = [
  { value: 'webinar', label: 'Webinar Content', Panel: WebinarConfigEditor },
  { value: 'offer', label: 'Offer Page', Panel: OfferConfigEditor },
  { value: 'register', label: 'Registration Page', Panel: RegisterConfigEditor },
  { value: 'blog', label: 'Blog Posts', Panel: BlogPostsPanel },
  { value: 'registrations', label: 'Registrations', Panel: RegistrationsPanel },
  { value: 'emails', label: 'E-mails', Panel: EmailTextsPanel },
  { value: 'preview', label: 'Preview Pages', Panel: PreviewPanel },
  { value: 'admins', label: 'Admins', Panel: AdminsPanel },
  { value: 'privacy', label: 'Privacy', Panel: PrivacyPanel },
] as const
type AdminTab = (typeof ADMIN_TABS)[number]['value']

const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((tab) => tab.value === value)

export function AdminTabs() {
  const [searchParams] = useSearchParams()
  const [location, navigate] = useLocation()
  const requested = searchParams.get(ADMIN_TAB_PARAM)
  const active: AdminTab = isAdminTab(requested) ? requested : 'webinar'

  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={active}
      onValueChange={({ value }) => navigate(`${location}?${ADMIN_TAB_PARAM}=${value}`, { replace: true })}
      // A tab mounts when first opened and stays mounted, so an unsaved draft survives switching away and back.
      lazyMount
      variant="line"
      colorPalette="brand"
    >
      {/* The tabs wrap to a second line on a narrow screen; a tab never shrinks below its label, so none overlaps. */}
      <Tabs.List flexWrap="wrap">
        {ADMIN_TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap" flexShrink="0">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADMIN_TABS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} pt="6">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

const PREVIEW_PAGES = [
  { path: '/', label: 'Home' },
  { path: '/register', label: 'Webinar registration' },
  // Preview mode: no stored registration needed, no funnel progress recorded, the visitor's offer timer untouched.
  { path: `/webinar?${PREVIEW_PARAM}`, label: 'Webinar video page' },
  { path: `/offer?${PREVIEW_PARAM}`, label: 'Special offer' },
  { path: '/blog', label: 'Blog' },
] as const

function PreviewPanel() {
  return (
    <Stack gap="4">
      <Text color="fg.muted">Each page opens in a new window, as visitors see it.</Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        {PREVIEW_PAGES.map(({ path, label }) => (
          <LinkButton key={path} variant="outline" justifyContent="space-between">
            <a href={path} target="_blank" rel="noopener">
              {label} <ExternalLink aria-hidden="true" />
            </a>
          </LinkButton>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
