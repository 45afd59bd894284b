import type { PageHeadData } from '../../shared/page-head'
import { coverSharePath, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialPreviewPath } from '../../shared/social-images'
import { SOCIAL_PREVIEWS, type SocialPreviewName } from '../../shared/content/social-previews'

export interface SharePicture {
  path: string
  width: number
  height: number
  alt: string
}

function preview(name: SocialPreviewName): SharePicture {
  return {
    path: socialPreviewPath(name),
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    alt: SOCIAL_PREVIEWS[name].alt,
  }
}

/**
 * The 1200 × 630 raster a page's shared link shows: the preview it names, its cover's raster, or the site's own
 * (also for a cover on another host, whose size and format the site cannot vouch for).
 */
export function sharePicture(image: PageHeadData['image']): SharePicture {
  if (image === undefined) return preview('site')
  if (typeof image === 'string') return preview(image)
  const path = coverSharePath(image.cover)
  return path ? { path, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, alt: image.alt } : preview('blog')
}
