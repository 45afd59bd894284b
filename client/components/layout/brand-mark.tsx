import { HStack, Text } from '@chakra-ui/react'
import { MessageCircleHeart } from 'lucide-react'
import { Link } from 'wouter'
import { SITE_NAME } from '../../../shared/site'

export function BrandMark({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} aria-label={`${SITE_NAME} – főoldal`}>
      <HStack gap="2" color="brand.fg">
        <MessageCircleHeart size={28} aria-hidden="true" />
        <Text as="span" fontWeight="bold" fontSize="xl" letterSpacing="-0.01em" color="ink">
          {SITE_NAME}
        </Text>
      </HStack>
    </Link>
  )
}
