// The case study's chart colours, given to the charts (chart.js takes plain colour values) and to the swatches of
// the figure lists beside them. Theme tokens brand.600, accent.500, brand.300 and accent.700: neighbours in the
// doughnut differ in hue as well as lightness.

export const AGE_BAR_COLOUR = '#1f7a6e'

export const TOPIC_COLOURS = ['#1f7a6e', '#e8913a', '#7bcfc0', '#a85a14'] as const
