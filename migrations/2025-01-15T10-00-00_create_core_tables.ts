import { sql, type Kysely } from 'kysely'

// Migrations are frozen in time, so they use Kysely<any> rather than the app's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('role', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('submission_id', 'varchar(64)', (col) => col.unique())
    .addColumn('full_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('registration_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('source', 'varchar(40)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('new'))
    .addColumn('notes', 'text')
    .addColumn('metadata', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .execute()
  await db.schema
    .createIndex('registrations_registration_date_idx')
    .on('registrations')
    .column('registration_date')
    .execute()

  await db.schema
    .createTable('register_configs')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('headline', 'varchar(300)', (col) => col.notNull())
    .addColumn('subheadline', 'text', (col) => col.notNull())
    .addColumn('bullet_points', 'text', (col) => col.notNull())
    .addColumn('cta_button', 'varchar(120)', (col) => col.notNull())
    .addColumn('privacy_text', 'text', (col) => col.notNull())
    .addColumn('webinar_date', 'varchar(32)', (col) => col.notNull())
    .addColumn('host_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('host_title', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('webinar_configs')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('video_url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('resources', 'text', (col) => col.notNull())
    .addColumn('key_points', 'text', (col) => col.notNull())
    .addColumn('presenter', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('offer_configs')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('regular_price', 'integer', (col) => col.notNull())
    .addColumn('sale_price', 'integer', (col) => col.notNull())
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('bonuses', 'text', (col) => col.notNull())
    .addColumn('cta', 'varchar(120)', (col) => col.notNull())
    .addColumn('guarantee', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  for (const table of ['register_configs', 'webinar_configs', 'offer_configs']) {
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).column('created_at').execute()
  }

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('content', sql`mediumtext`)
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('author', 'varchar(200)', (col) => col.notNull())
    .addColumn('category', 'varchar(60)', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('image', sql`mediumtext`, (col) => col.notNull())
    .addColumn('full_image', sql`mediumtext`, (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .execute()
  await db.schema.createIndex('blog_posts_category_idx').on('blog_posts').column('category').execute()

  await db.schema
    .createTable('settings')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'settings',
    'blog_posts',
    'offer_configs',
    'webinar_configs',
    'register_configs',
    'registrations',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
