import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { envWith } from '../../server/env'
import { findPublishedPostBySlug, listFormerSlugs } from '../../server/repositories/blog-slug.repository'
import { createAppServices } from '../../server/services/app-services'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { BLOG_COVERS_PATH, COVER_CARD_WIDTH } from '../../shared/blog-covers'
import { BlogSlugMessages } from '../../shared/blog-slug'
import type { BlogPostInput } from '../../shared/schemas/blog'
import { slugify } from '../../shared/slug'
import { dataUrlOf, picture, readPostRow } from '../factories'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

function session(): ValidatedSession {
  return {
    session: { id: 's', expiresAt: Date.now() + 60_000 },
    user: { id: 1, email: 'a@example.com', role: 'admin' },
  }
}

const POST: BlogPostInput = {
  title: 'Receptköteles gyógyszerek online',
  excerpt: 'Mit szabad és mit nem',
  content: '<p>Szöveg</p>',
  category: 'Trendek',
  tags: [],
  image: '',
  fullImage: '',
  slug: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
}

describeEachDialect('blog SEO per post', (getDb) => {
  const admin = () => {
    const services = createAppServices(envWith({ NODE_ENV: 'test' }), getDb())
    return testCaller(getDb(), { services, session: session() }).caller.blog
  }

  test('the meta title, description and social image are stored and reach the article; empty ones are null', async () => {
    const blog = admin()
    const { fullImage } = await blog.uploadCover({ dataUrl: dataUrlOf(await picture('image/png'), 'image/png') })
    const withSeo = await blog.create({
      ...POST,
      metaTitle: '  Online gyógyszerrendelés: a szabályok  ',
      metaDescription: 'Mit rendelhet a beteg online, és mit csak a patikában.',
      socialImage: fullImage,
    })
    expect((await blog.article({ id: withSeo.id }))?.post).toMatchObject({
      metaTitle: 'Online gyógyszerrendelés: a szabályok',
      metaDescription: 'Mit rendelhet a beteg online, és mit csak a patikában.',
      socialImage: fullImage,
    })
    const plain = await blog.create({ ...POST, title: 'Másik cikk' })
    expect(plain).toMatchObject({ metaTitle: null, metaDescription: null, socialImage: null })

    await blog.update({ id: withSeo.id, ...POST, metaTitle: '', metaDescription: '', socialImage: '' })
    expect((await blog.byId({ id: withSeo.id })).metaTitle).toBeNull()
  })

  test('a social image the site has no 1200 × 630 cut of is refused and nothing is saved', async () => {
    const blog = admin()
    for (const socialImage of ['https://other.example/kep.jpg', `${BLOG_COVERS_PATH}/abc.jpg`]) {
      expect((await refusal(blog.create({ ...POST, socialImage }))).code).toBe('BAD_REQUEST')
    }
    expect((await blog.list()).items).toEqual([])
  })

  test('a new post takes its title slug, made unique; a chosen slug is kept; long or taken slugs are refused', async () => {
    const blog = admin()
    const first = await blog.create(POST)
    const second = await blog.create(POST)
    expect(first.slug).toBe('receptkoteles-gyogyszerek-online')
    expect(second.slug).toBe('receptkoteles-gyogyszerek-online-2')
    const chosen = await blog.create({ ...POST, slug: 'online-rendeles' })
    expect(chosen.slug).toBe('online-rendeles')

    const error = await refusal(blog.create({ ...POST, slug: 'a'.repeat(121) }))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain(BlogSlugMessages.tooLong)
    const taken = await refusal(blog.update({ id: second.id, ...POST, slug: 'online-rendeles' }))
    expect(taken.code).toBe('BAD_REQUEST')
    expect(taken.message).toBe(BlogSlugMessages.taken)
    expect((await blog.byId({ id: second.id })).slug).toBe('receptkoteles-gyogyszerek-online-2')
    expect((await blog.list()).items).toHaveLength(3)
  })

  test('a slug typed as text is saved as one, Hungarian letters transliterated, by a create, an edit and a draft', async () => {
    const services = createAppServices(envWith({ NODE_ENV: 'test' }), getDb())
    const { blog, admin: drafts } = testCaller(getDb(), { services, session: session() }).caller
    const created = await blog.create({ ...POST, slug: '  Téli Náthaszezon a Patikában!  ' })
    expect(created.slug).toBe('teli-nathaszezon-a-patikaban')
    await blog.update({ id: created.id, ...POST, slug: 'Őszi Ügyelet: ÁRVÍZTŰRŐ tükörfúrógép' })
    expect((await blog.byId({ id: created.id })).slug).toBe('oszi-ugyelet-arvizturo-tukorfurogep')
    for (const [typed, slug] of [
      ['Nagybetu', 'nagybetu'],
      ['dupla--kotojel', 'dupla-kotojel'],
      ['12345', 'cikk-12345'],
    ]) {
      expect((await blog.create({ ...POST, title: typed!, slug: typed })).slug).toBe(slug)
    }

    const { savedAt } = await drafts.blogDrafts.save({
      id: created.id,
      kind: 'draft',
      ...POST,
      slug: 'Tavaszi Allergia!',
    })
    expect((await blog.byId({ id: created.id })).slug).toBe('oszi-ugyelet-arvizturo-tukorfurogep')
    await drafts.blogDrafts.publish({ id: created.id, savedAt })
    expect((await blog.byId({ id: created.id })).slug).toBe('tavaszi-allergia')
    expect(await findPublishedPostBySlug(getDb().db, 'teli-nathaszezon-a-patikaban')).toEqual({
      id: created.id,
      slug: 'tavaszi-allergia',
    })
  })

  test('an edit keeps the slug unless a new one is given; the old one is kept and leads to the post', async () => {
    const blog = admin()
    const post = await blog.create(POST)
    await blog.update({ id: post.id, ...POST, title: 'Egészen új cím' })
    expect((await blog.byId({ id: post.id })).slug).toBe('receptkoteles-gyogyszerek-online')

    await blog.update({ id: post.id, ...POST, slug: 'online-receptek' })
    await blog.update({ id: post.id, ...POST, slug: 'e-recept-online' })
    expect((await blog.byId({ id: post.id })).slug).toBe('e-recept-online')
    expect(await listFormerSlugs(getDb().db, post.id)).toEqual(
      expect.arrayContaining(['receptkoteles-gyogyszerek-online', 'online-receptek']),
    )
    for (const slug of ['receptkoteles-gyogyszerek-online', 'online-receptek', 'e-recept-online']) {
      expect(await findPublishedPostBySlug(getDb().db, slug)).toEqual({ id: post.id, slug: 'e-recept-online' })
    }
    // Taking a former slug back moves it out of the former ones.
    await blog.update({ id: post.id, ...POST, slug: 'online-receptek' })
    expect(await listFormerSlugs(getDb().db, post.id)).not.toContain('online-receptek')
  })

  test("a slug that is another post's former slug goes to the newest owner", async () => {
    const blog = admin()
    const older = await blog.create({ ...POST, slug: 'patika-online' })
    await blog.update({ id: older.id, ...POST, slug: 'patika-a-neten' })
    const newer = await blog.create({ ...POST, title: 'Másik cikk', slug: 'patika-online' })

    expect(await findPublishedPostBySlug(getDb().db, 'patika-online')).toEqual({ id: newer.id, slug: 'patika-online' })
    expect(await listFormerSlugs(getDb().db, older.id)).toEqual([])

    // And back: the older post takes it again from the newer one, which keeps it as a former slug.
    await blog.update({ id: newer.id, ...POST, title: 'Másik cikk', slug: 'patika-mashol' })
    await blog.update({ id: older.id, ...POST, slug: 'patika-online' })
    expect(await findPublishedPostBySlug(getDb().db, 'patika-online')).toEqual({ id: older.id, slug: 'patika-online' })
    expect(await listFormerSlugs(getDb().db, newer.id)).toEqual([])
  })

  test('deleting a post frees its slugs, former ones included', async () => {
    const blog = admin()
    const post = await blog.create({ ...POST, slug: 'elso' })
    await blog.update({ id: post.id, ...POST, slug: 'masodik' })
    await blog.delete({ id: post.id })
    expect(await findPublishedPostBySlug(getDb().db, 'elso')).toBeUndefined()
    expect((await blog.create({ ...POST, slug: 'elso' })).slug).toBe('elso')
  })

  test('the built-in posts carry the slugs of their titles, as their addresses did before', async () => {
    await ensureBuiltInPosts(getDb().db)
    for (const post of BUILT_IN_POSTS) expect((await admin().byId({ id: post.id })).slug).toBe(slugify(post.title))
  })

  test('a picture uploaded into the text is stored with its size, srcset and sizes; a foreign srcset is dropped', async () => {
    const blog = admin()
    const bytes = await picture('image/jpeg', { width: 1600, height: 900 })
    const { fullImage, image } = await blog.uploadCover({ dataUrl: dataUrlOf(bytes, 'image/jpeg') })
    const post = await blog.create({
      ...POST,
      content: `<p>Előtte</p><img src="${fullImage}" alt="A patika pultja" srcset="https://evil.example/x.jpg 1w"><img src="https://other.example/a.png" alt="Máshol" srcset="https://other.example/b.png 2x" sizes="1px">`,
    })
    const stored = (await readPostRow(getDb(), post.id))?.content ?? ''
    expect(stored).toContain(
      `<img src="${fullImage}" alt="A patika pultja" srcset="${image} ${COVER_CARD_WIDTH}w, ${fullImage} 1600w" sizes="(min-width: 48rem) 48rem, 100vw" width="1600" height="900" loading="lazy" />`,
    )
    expect(stored).toContain('<img src="https://other.example/a.png" alt="Máshol" loading="lazy" />')
    expect(post.content).toBe(stored)
    // The preview shows it as the article will.
    expect((await blog.previewHtml({ content: `<img src="${fullImage}" alt="x">` })).html).toContain(
      `srcset="${image} ${COVER_CARD_WIDTH}w, ${fullImage} 1600w"`,
    )
  })
})
