import { isbot } from 'isbot'
import { isSearchEngineCrawler } from '../../shared/search-engines'

/** Services that fetch a page to show a preview of a shared link: real visitors follow the preview. */
const LINK_PREVIEW_FETCHERS = [
  /facebookexternalhit/i,
  /facebookcatalog/i,
  /Facebot/i,
  /Twitterbot/i,
  /LinkedInBot/i,
  /Slackbot/i,
  /Slack-ImgProxy/i,
  /Discordbot/i,
  /TelegramBot/i,
  /WhatsApp/i,
  /SkypeUriPreview/i,
  /Pinterest/i,
  /redditbot/i,
  /Embedly/i,
  /vkShare/i,
  /Viber/i,
  /MicrosoftPreview/i,
  /Iframely/i,
]

/** Browsers inside apps (people arriving from ads); isbot has misjudged these before. */
const IN_APP_BROWSERS = [
  /FBAN|FBAV|FB_IAB|FBIOS/,
  /Instagram/,
  /Messenger/i,
  /MessengerForiOS/,
  /\bLine\//,
  /musical_ly|TikTok/i,
]

/** Command-line HTTP clients used by operators to check a deployment; see docs/decisions.md. */
const OPERATOR_TOOLS = [/^curl\//i, /^Wget\//i]

export type VisitorClass = 'search-engine' | 'link-preview' | 'in-app-browser' | 'operator-tool' | 'bot' | 'browser'

export function classifyVisitor(userAgent: string | undefined): VisitorClass {
  const ua = userAgent ?? ''
  if (isSearchEngineCrawler(ua)) return 'search-engine'
  if (LINK_PREVIEW_FETCHERS.some((pattern) => pattern.test(ua))) return 'link-preview'
  if (IN_APP_BROWSERS.some((pattern) => pattern.test(ua))) return 'in-app-browser'
  if (OPERATOR_TOOLS.some((pattern) => pattern.test(ua))) return 'operator-tool'
  return isbot(ua) ? 'bot' : 'browser'
}
