/** Crawlers of search engines: they get the full page (spec: search-engine-safe mode). One list, used everywhere. */
export const SEARCH_ENGINE_CRAWLERS: readonly RegExp[] = [
  /Googlebot/i,
  /Google-InspectionTool/i,
  /Storebot-Google/i,
  /AdsBot-Google/i,
  /bingbot/i,
  /BingPreview/i,
  /DuckDuckBot/i,
  /YandexBot/i,
  /YandexMobileBot/i,
  /Baiduspider/i,
  /Applebot/i,
  /Slurp/i,
  /SeznamBot/i,
  /Qwantbot/i,
  /Sogou/i,
  /Ecosia/i,
  /PetalBot/i,
]

export function isSearchEngineCrawler(userAgent: string): boolean {
  return SEARCH_ENGINE_CRAWLERS.some((pattern) => pattern.test(userAgent))
}
