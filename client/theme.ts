// The brand: one place for colours, type scale and spacing. Built from Chakra's base config with only the
// recipes the site's shell and its first views use (https://chakra-ui.com/docs/theming/customization/overview), so
// unused component styles never reach the page. Components that only a page's own chunk or code loaded after
// hydration renders (the forms, the demo dialog, the toasts, the blog's error alert) get their recipe as a `recipe`
// prop instead, so it loads with them; the styles and class names are the same either way.
//
// Chakra's theme parts are imported one module each (`@chakra-ui/react/theme/…`, resolved by vite.config.ts and
// tsconfig.json), not from the `@chakra-ui/react/theme` index: that index names every recipe, and the bundler would
// put every recipe any page uses into the script every page loads before interaction.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import { breakpoints } from '@chakra-ui/react/theme/breakpoints'
import { layerStyles } from '@chakra-ui/react/theme/layer-styles'
import { animationStyles } from '@chakra-ui/react/theme/motion-styles'
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge'
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button'
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card'
import { checkmarkRecipe } from '@chakra-ui/react/theme/recipes/checkmark'
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container'
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading'
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link'
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton'
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner'
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors'
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii'
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows'
import { textStyles } from '@chakra-ui/react/theme/text-styles'
import { animations } from '@chakra-ui/react/theme/tokens/animations'
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios'
import { blurs } from '@chakra-ui/react/theme/tokens/blurs'
import { borders } from '@chakra-ui/react/theme/tokens/borders'
import { colors } from '@chakra-ui/react/theme/tokens/colors'
import { cursor } from '@chakra-ui/react/theme/tokens/cursor'
import { durations } from '@chakra-ui/react/theme/tokens/durations'
import { easings } from '@chakra-ui/react/theme/tokens/easings'
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes'
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights'
import { fonts } from '@chakra-ui/react/theme/tokens/fonts'
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing'
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights'
import { radii } from '@chakra-ui/react/theme/tokens/radius'
import { sizes } from '@chakra-ui/react/theme/tokens/sizes'
import { spacing } from '@chakra-ui/react/theme/tokens/spacing'
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices'
import { FONT_STACK } from './lib/fonts'

// Chakra's default theme as its index (dist/esm/theme/index.js) assembles it. Its colour tokens come trimmed
// (client/lib/chakra-token-trim.ts, applied by vite.config.ts).
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
}
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii }

const baseTheme = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      checkmark: checkmarkRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
    },
  },
})

const brand = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
      colors: {
        brand: {
          50: { value: '#effaf8' },
          100: { value: '#d5f2ec' },
          200: { value: '#aee4d9' },
          300: { value: '#7bcfc0' },
          400: { value: '#4bb3a3' },
          500: { value: '#2c9888' },
          600: { value: '#1f7a6e' },
          700: { value: '#1b6259' },
          800: { value: '#194f49' },
          900: { value: '#17423d' },
          950: { value: '#0a2724' },
        },
        accent: {
          100: { value: '#fdf0dc' },
          500: { value: '#e8913a' },
          700: { value: '#a85a14' },
        },
      },
      fontSizes: {
        hero: { value: 'clamp(2rem, 5vw + 1rem, 3.5rem)' },
      },
      spacing: {
        section: { value: 'clamp(3rem, 8vw, 6rem)' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          // 3:1 or more against every background a ring is drawn on: white 5.2, the surface 4.9, the dark funnel
          // pages' brand.950 3.1 (WCAG 2.2 SC 1.4.11). brand.500 was 3.3 on the surface and under 3 on brand.100.
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's default palette, which every component without a palette of its own focuses in: its gray.400 ring
        // was 2.4–2.6:1 on the site's light backgrounds.
        gray: {
          focusRing: { value: '{colors.brand.600}' },
        },
        // Field errors are 12–14 px text: red.500 was 3.8:1 on white and 3.6:1 on the surface; red.600 is 4.8 and 4.6.
        fg: {
          error: { value: '{colors.red.600}' },
        },
        surface: { value: '#f7faf9' },
        ink: { value: '#16302c' },
      },
    },
  },
})

/**
 * What renders components, on the server and in the browser: tokens, recipes, conditions. The global CSS (reset,
 * keyframes, base styles) is not part of it: client/theme-global-css.ts adds it on the server, which serves it once
 * as a cached stylesheet (renderBaseCss in entry-server.tsx), so the browser never loads the code for it.
 */
export const themeConfig = mergeConfigs(defaultBaseConfig, baseTheme, brand)

type System = ReturnType<typeof createSystem>
let pageSystem: System | null = null

/** How many distinct style sets `css` keeps worked out: every page's styles, with room (the site has about 2 000). */
const CSS_CACHE_ENTRIES = 10_000

/**
 * The system's style functions, each worked out once per input instead of on every render (Chakra's performance guide:
 * https://chakra-ui.com/guides/component-performance). Chakra's factory calls `cva(config)` for every element it
 * renders, which builds the recipe function anew each time, and its own `css` cache holds 500 entries, fewer than one
 * page's styles, so a fresh render worked out every style again. A recipe config is a module-level object, so it is
 * kept by identity; `css` by its arguments as JSON (style objects are plain data), up to CSS_CACHE_ENTRIES; whether a
 * prop is a style prop by its name.
 */
function renderOnceStyleFunctions(system: System): Pick<System, 'css' | 'cva' | 'sva' | 'isValidProperty'> {
  const byConfig = <Config extends object, Result>(make: (config: Config) => Result) => {
    const made = new WeakMap<Config, Result>()
    return (config: Config = {} as Config): Result => {
      let result = made.get(config)
      if (result === undefined) {
        result = make(config)
        made.set(config, result)
      }
      return result
    }
  }
  const styles = new Map<string, ReturnType<System['css']>>()
  const css: System['css'] = (...args) => {
    const key = JSON.stringify(args)
    let result = styles.get(key)
    if (result === undefined) {
      result = system.css(...args)
      if (styles.size >= CSS_CACHE_ENTRIES) styles.clear()
      styles.set(key, result)
    }
    return result
  }
  // Asked for every prop of every element; Chakra's own cache reorders its entries on every hit.
  const validProperties = new Map<string, boolean>()
  const isValidProperty = (prop: string) => {
    let valid = validProperties.get(prop)
    if (valid === undefined) {
      valid = system.isValidProperty(prop)
      validProperties.set(prop, valid)
    }
    return valid
  }
  return { css, cva: byConfig(system.cva), sva: byConfig(system.sva), isValidProperty }
}

/**
 * The system the provider gets on every page: its token variables are in the served stylesheet too. Made on first
 * use rather than when this module loads, so the browser can make it in a task of its own (client/entry-client.tsx).
 */
export function getPageSystem(): System {
  if (!pageSystem) {
    const system = createSystem(themeConfig)
    pageSystem = {
      ...system,
      ...renderOnceStyleFunctions(system),
      _global: [],
      _config: { ...system._config, disableLayers: true },
    }
  }
  return pageSystem
}
