import { Box, Heading, Stack } from '@chakra-ui/react'
import { Link } from 'wouter'
import { BLOG_CATEGORIES, blogListPath, type BlogCategory } from '../../../shared/blog'
import { LinkButton } from '../../components/ui/link-button'

const CHOICES: { label: string; category: BlogCategory | null }[] = [
  { label: 'Összes', category: null },
  ...BLOG_CATEGORIES.map((category) => ({ label: category, category })),
]

/** All plus the eight categories; the choice lives in the URL, so it can be shared and the back button undoes it. */
export function CategoryNav({ active }: { active: BlogCategory | null }) {
  return (
    <Box as="nav" aria-label="Kategóriák" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider" mb="3">
        Kategóriák
      </Heading>
      <Stack as="ul" direction={{ base: 'row', lg: 'column' }} wrap="wrap" gap="1" listStyleType="none">
        {CHOICES.map(({ label, category }) => {
          const current = category === active
          return (
            <li key={label}>
              <LinkButton
                size="sm"
                width={{ lg: 'full' }}
                justifyContent={{ lg: 'start' }}
                colorPalette="brand"
                variant={current ? 'solid' : 'ghost'}
              >
                <Link href={blogListPath(category)} aria-current={current ? 'page' : undefined}>
                  {label}
                </Link>
              </LinkButton>
            </li>
          )
        })}
      </Stack>
    </Box>
  )
}
