// The brand: one place for colours, type scale and spacing. Built from Chakra's base config with only the
// recipes the site uses (add a component's recipe here when a page starts using it) (https://chakra-ui.com/docs/theming/customization/overview), so unused component
// styles never reach the page.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import { FONT_STACK } from './lib/fonts'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
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
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

const brand = defineConfig({
  globalCss: {
    html: { scrollBehavior: 'smooth', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      _focus: { left: '4', top: '4', zIndex: 'skipNav', bg: 'white', color: 'brand.fg', p: '3', borderRadius: 'md' },
    },
  },
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
          focusRing: { value: '{colors.brand.500}' },
        },
        surface: { value: '#f7faf9' },
        ink: { value: '#16302c' },
      },
    },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, baseTheme, brand))

/**
 * The system the provider gets on every page: its global CSS (reset, tokens, base styles) is served once as a
 * cached stylesheet (see renderBaseCss in entry-server.tsx), so the provider must not inline it again.
 */
export const pageSystem: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
}
