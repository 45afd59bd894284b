import { expect, test } from 'vitest'
import { classifyVisitor } from '../../server/render/visitor-class'

test.each([
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'search-engine'],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'search-engine'],
  ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'link-preview'],
  ['WhatsApp/2.23.20.0 A', 'link-preview'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.29.108]',
    'in-app-browser',
  ],
  ['curl/8.5.0', 'operator-tool'],
  ['python-requests/2.31.0', 'bot'],
  ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', 'bot'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'browser',
  ],
  ['', 'browser'],
])('%s is a %s', (userAgent, expected) => {
  expect(classifyVisitor(userAgent)).toBe(expected)
})
