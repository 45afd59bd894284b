import { Box, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table'
import type { FunnelPeriod } from '../../../shared/schemas/admin-registrations'
import { trpc } from '../../lib/trpc'

const NO_CAMPAIGN = '(no campaign)'

const share = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)} %)` : '')

/** The period's webinar registrants per first-touch campaign: how many registered, reached the video and the offer. */
export function CampaignFunnelTable({ period }: { period: FunnelPeriod }) {
  const split = trpc.admin.campaignFunnel.useQuery(period, { placeholderData: (previous) => previous })
  return (
    <Stack as="section" aria-labelledby="campaign-funnel" gap="3">
      <Heading as="h3" id="campaign-funnel" size="sm" color="ink">
        By campaign
      </Heading>
      {split.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading the funnel by campaign" />}
      {split.isError && (
        <Text color="fg.error" role="alert">
          The funnel by campaign could not be loaded.
        </Text>
      )}
      {split.data && split.data.campaigns.length === 0 && <Text color="fg.muted">No registrations in the period.</Text>}
      {split.data && split.data.campaigns.length > 0 && (
        <Box overflowX="auto">
          <Table.Root
            recipe={tableSlotRecipe}
            size="sm"
            aria-busy={split.isPlaceholderData}
            data-testid="campaign-funnel"
          >
            <Table.Caption srOnly>
              Webinar registrants of the period per campaign, most registrations first
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Campaign</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Registrations</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Reached the video</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Reached the offer</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body fontVariantNumeric="tabular-nums">
              {split.data.campaigns.map(({ campaign, registrations, reachedVideo, reachedOffer }) => (
                <Table.Row key={campaign ?? ''} data-campaign={campaign ?? ''}>
                  <Table.Cell wordBreak="break-word">{campaign ?? NO_CAMPAIGN}</Table.Cell>
                  <Table.Cell textAlign="end">{registrations}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {reachedVideo}
                    {share(reachedVideo, registrations)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {reachedOffer}
                    {share(reachedOffer, registrations)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  )
}
