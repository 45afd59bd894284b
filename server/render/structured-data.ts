import { CHATBOT_PACKAGES, FREE_TRIAL_DAYS } from '../../shared/content/chatbot-pricing'
import type { FaqEntry } from '../../shared/content/faq-entry'
import { HOME_FAQ } from '../../shared/content/home-faq'
import { COLLECTIVE_FAQ } from '../../shared/content/marketing-collective'
import type { PageHeadData, StructuredDataName } from '../../shared/page-head'
import { SITE_DESCRIPTION, SITE_LOGO_PATH, SITE_NAME } from '../../shared/site'

type Graph = Record<string, unknown>

const CONTEXT = 'https://schema.org'

function faqPage(entries: readonly FaqEntry[]): Graph {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}

function graphOf(name: StructuredDataName, siteUrl: string): Graph {
  const organizationId = `${siteUrl}/#organization`
  switch (name) {
    case 'organization':
      return {
        '@context': CONTEXT,
        '@type': 'Organization',
        '@id': organizationId,
        name: SITE_NAME,
        url: `${siteUrl}/`,
        logo: `${siteUrl}${SITE_LOGO_PATH}`,
        description: SITE_DESCRIPTION,
      }
    case 'website':
      return {
        '@context': CONTEXT,
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${siteUrl}/`,
        inLanguage: 'hu-HU',
        publisher: { '@id': organizationId },
      }
    case 'home-faq':
      return faqPage(HOME_FAQ)
    case 'collective-faq':
      return faqPage(COLLECTIVE_FAQ)
    case 'pricing':
      // The home page's price cards show these very figures: net monthly fees in forints.
      return {
        '@context': CONTEXT,
        '@type': 'Product',
        name: `${SITE_NAME} AI asszisztens`,
        description: `${SITE_DESCRIPTION} Minden csomag ${FREE_TRIAL_DAYS} napos ingyenes próbaidővel indul.`,
        brand: { '@type': 'Brand', name: SITE_NAME },
        offers: CHATBOT_PACKAGES.map((pack) => ({
          '@type': 'Offer',
          name: pack.name,
          url: `${siteUrl}/#arak`,
          price: pack.monthlyPriceFt,
          priceCurrency: 'HUF',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: pack.monthlyPriceFt,
            priceCurrency: 'HUF',
            unitCode: 'MON',
            valueAddedTaxIncluded: false,
          },
        })),
      }
  }
}

function breadcrumbList(crumbs: NonNullable<PageHeadData['breadcrumbs']>, siteUrl: string): Graph {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

/**
 * Every JSON-LD graph of a page: the one it built itself, with the page's sharing picture as its image (the raster
 * the server names, so the browser's script need not know it), the named ones from shared content, its breadcrumbs.
 */
export function structuredDataOf(head: PageHeadData | null, siteUrl: string, imageUrl: string): Graph[] {
  if (!head) return []
  return [
    ...(head.jsonLd ? [{ ...head.jsonLd, image: imageUrl }] : []),
    ...(head.structuredData ?? []).map((name) => graphOf(name, siteUrl)),
    ...(head.breadcrumbs ? [breadcrumbList(head.breadcrumbs, siteUrl)] : []),
  ]
}
