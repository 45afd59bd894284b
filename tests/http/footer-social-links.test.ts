import { afterAll, beforeAll, expect, test } from 'vitest'
import { SOCIAL_NETWORKS } from '../../shared/social-links'
import { CHROME_USER_AGENT, testApp, type TestApp } from '../setup/http-app'

// Three of the four set: the fourth shows no link.
const SOCIAL_URLS = {
  SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/patikachat',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/patikachat',
  SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@patikachat',
}

let withLinks: TestApp
let without: TestApp

beforeAll(async () => {
  withLinks = await testApp({ env: SOCIAL_URLS })
  without = await testApp()
})

afterAll(async () => {
  await Promise.all([withLinks.close(), without.close()])
})

/** The server's HTML of the page's footer. */
async function footerOf(site: TestApp, url: string): Promise<string> {
  const response = await site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
  expect(response.statusCode, url).toBe(200)
  const footer = /<footer[^>]*data-testid="site-footer".*?<\/footer>/s.exec(response.body)?.[0]
  expect(footer, url).toBeDefined()
  return footer ?? ''
}

/** The footer's links to the social networks, as label → address. */
function socialLinksIn(footer: string): Record<string, string> {
  const labels = new Set<string>(SOCIAL_NETWORKS.map((network) => network.label))
  return Object.fromEntries(
    [...footer.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)]
      .filter((match) => labels.has(match[2]!))
      .map((match): [string, string] => [match[2]!, match[1]!]),
  )
}

test('the footer links each social network whose address is set, and no other, in the server HTML of every page', async () => {
  for (const url of ['/', '/demo', '/blog']) {
    expect(socialLinksIn(await footerOf(withLinks, url)), url).toEqual({
      Facebook: SOCIAL_URLS.SOCIAL_FACEBOOK_URL,
      LinkedIn: SOCIAL_URLS.SOCIAL_LINKEDIN_URL,
      YouTube: SOCIAL_URLS.SOCIAL_YOUTUBE_URL,
    })
  }
})

test('without addresses the footer shows no social link', async () => {
  for (const url of ['/', '/demo']) {
    const footer = await footerOf(without, url)
    expect(socialLinksIn(footer), url).toEqual({})
    expect(footer, url).toContain('Történetünk')
  }
})
