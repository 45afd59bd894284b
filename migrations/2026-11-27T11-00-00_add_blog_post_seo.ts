import { MysqlAdapter, type Kysely } from 'kysely'

// Issue 25, SEO per post:
// - `slug`: the post's address segment (/blog/{id}/{slug}), until now made from the title on every read; stored so
//   the admin can change it and a new title keeps the address. Filled here from the titles, unique.
// - `blog_post_slugs`: every slug a post had before; /blog/{old slug} answers 301 to the post's address. A slug in it
//   belongs to whichever post took it last (the newest owner wins).
// - `meta_title`, `meta_description`: what search results and link previews show instead of the title and excerpt;
//   null shows those, as before.
// - `social_image`: the address of an uploaded picture whose 1200 × 630 JPEG link previews show; null shows the
//   cover's, as before.

const SLUG_MAX_LENGTH = 120
const LETTERS: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ö: 'o', ő: 'o', ú: 'u', ü: 'u', ű: 'u' }

// A frozen copy of shared/blog-slug.ts `slugFromTitle` (over shared/slug.ts `slugify`) as it stood when the column was
// added (migrations never import app code).
function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[áéíóöőúüű]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const usable = slug === '' || /^\d+$/.test(slug) ? ['cikk', slug].filter(Boolean).join('-') : slug
  if (usable.length <= SLUG_MAX_LENGTH) return usable
  const cut = usable.slice(0, SLUG_MAX_LENGTH + 1)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_MAX_LENGTH).replace(/-+$/, '')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fillSlugs(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('blog_posts').select(['id', 'title']).orderBy('id').execute()) as {
    id: number | string
    title: string
  }[]
  const taken = new Set<string>()
  for (const row of rows) {
    const base = slugFromTitle(row.title)
    let slug = base
    for (let number = 2; taken.has(slug); number += 1) {
      const suffix = `-${number}`
      slug = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
    }
    taken.add(slug)
    await db.updateTable('blog_posts').set({ slug }).where('id', '=', Number(row.id)).execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('slug', `varchar(${SLUG_MAX_LENGTH})`, (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('blog_posts').addColumn('meta_title', 'varchar(120)').execute()
  await db.schema.alterTable('blog_posts').addColumn('meta_description', 'varchar(320)').execute()
  await db.schema.alterTable('blog_posts').addColumn('social_image', 'varchar(300)').execute()
  await fillSlugs(db)
  await db.schema.createIndex('blog_posts_slug_idx').unique().on('blog_posts').column('slug').execute()

  await db.schema
    .createTable('blog_post_slugs')
    .addColumn('slug', `varchar(${SLUG_MAX_LENGTH})`, (col) => col.primaryKey())
    .addColumn('post_id', 'bigint', (col) => col.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('blog_post_slugs_post_idx').on('blog_post_slugs').column('post_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const isMysql = db.getExecutor().adapter instanceof MysqlAdapter
  await db.schema.dropTable('blog_post_slugs').execute()
  const drop = db.schema.dropIndex('blog_posts_slug_idx')
  await (isMysql ? drop.on('blog_posts') : drop).execute()
  for (const column of ['social_image', 'meta_description', 'meta_title', 'slug']) {
    await db.schema.alterTable('blog_posts').dropColumn(column).execute()
  }
}
