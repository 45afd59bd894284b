/** The footer's social networks, in the order it lists them, with the setting that holds each one's address. */
export const SOCIAL_NETWORKS = [
  { setting: 'SOCIAL_FACEBOOK_URL', label: 'Facebook' },
  { setting: 'SOCIAL_LINKEDIN_URL', label: 'LinkedIn' },
  { setting: 'SOCIAL_INSTAGRAM_URL', label: 'Instagram' },
  { setting: 'SOCIAL_YOUTUBE_URL', label: 'YouTube' },
] as const

export type SocialSetting = (typeof SOCIAL_NETWORKS)[number]['setting']

export interface SocialLink {
  label: string
  url: string
}
