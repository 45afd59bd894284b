import { readdir, readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { prepareCover } from '../../server/blog/cover-image'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import {
  BUILT_IN_COVER_NAMES,
  builtInCoverSharePath,
  coverSharePath,
  socialPreviewPath,
} from '../../shared/social-images'
import { SOCIAL_PREVIEWS, type SocialPreviewName } from '../../shared/content/social-previews'
import { picture } from '../factories'

const PUBLIC_DIR = 'client/public'

async function expectRaster(path: string, format: 'png' | 'jpeg'): Promise<void> {
  const metadata = await sharp(await readFile(`${PUBLIC_DIR}${path}`)).metadata()
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }, path).toEqual({
    format,
    width: 1200,
    height: 630,
  })
}

test('every sharing preview is a committed 1200 × 630 PNG', async () => {
  for (const name of Object.keys(SOCIAL_PREVIEWS) as SocialPreviewName[]) {
    await expectRaster(socialPreviewPath(name), 'png')
  }
})

test('every built-in cover SVG has its 1200 × 630 JPEG, and every built-in post names one of them', async () => {
  const svgs = (await readdir(`${PUBLIC_DIR}/blog-covers`)).filter((file) => file.endsWith('.svg'))
  expect(svgs.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual([...BUILT_IN_COVER_NAMES].sort())
  for (const name of BUILT_IN_COVER_NAMES) await expectRaster(builtInCoverSharePath(name), 'jpeg')
  for (const post of BUILT_IN_POSTS) expect(coverSharePath(post.fullImage ?? post.image), post.title).not.toBeNull()
})

test('an uploaded cover is also cut to a 1200 × 630 JPEG, whatever its shape', async () => {
  for (const source of [
    await picture('image/png', { width: 300, height: 900 }),
    await picture('image/webp', { width: 3000, height: 1000 }),
  ]) {
    const { share } = await prepareCover(source)
    const metadata = await sharp(share).metadata()
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
  }
})
