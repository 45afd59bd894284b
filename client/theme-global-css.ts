// The site's global CSS: Chakra's reset, keyframes and base styles, and the brand's own. Only the server renders it
// (renderBaseCss in entry-server.tsx), into the stylesheet every page links; the browser's system (client/theme.ts)
// leaves it out.
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react'
import { globalCss } from '@chakra-ui/react/theme/global-css'
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes'
import { themeConfig } from './theme'

const chakraGlobal = defineConfig({ preflight: true, globalCss, theme: { keyframes } })

const brandGlobal = defineConfig({
  globalCss: {
    // In-page anchors land below the fixed header (HEADER_HEIGHT plus a little air), smoothly unless motion is reduced.
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5.5rem', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      _focus: { left: '4', top: '4', zIndex: 'skipNav', bg: 'white', color: 'brand.fg', p: '3', borderRadius: 'md' },
    },
  },
})

export const system = createSystem(mergeConfigs(themeConfig, chakraGlobal, brandGlobal))
