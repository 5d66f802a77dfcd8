import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: the whole shop's data model. Later changes get new migration files.
// Money is integer cents; timestamps are timestamptz on PostgreSQL and ISO-8601 text on SQLite.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? sql`boolean` : sql`integer`;
  const id = (t: any) =>
    pg
      ? t.addColumn('id', 'integer', (c: any) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());
  const created = (t: any) => t.addColumn('created_at', ts, (c: any) => c.notNull()).addColumn('updated_at', ts, (c: any) => c.notNull());

  await created(
    id(db.schema.createTable('users'))
      .addColumn('email', 'varchar(254)', (c: any) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c: any) => c.notNull())
      .addColumn('company_name', 'varchar(200)', (c: any) => c.notNull())
      .addColumn('company_reg_number', 'varchar(50)', (c: any) => c.notNull())
      .addColumn('contact_person', 'varchar(200)', (c: any) => c.notNull())
      .addColumn('phone', 'varchar(50)')
      .addColumn('tax_id', 'varchar(50)')
      .addColumn('billing_address', 'varchar(300)')
      .addColumn('billing_city', 'varchar(100)')
      .addColumn('billing_postal_code', 'varchar(20)')
      .addColumn('billing_country', 'varchar(100)')
      .addColumn('payment_terms', 'varchar(200)')
      .addColumn('user_type', 'varchar(10)')
      .addColumn('is_active', bool, (c: any) => c.notNull())
      .addColumn('is_admin', bool, (c: any) => c.notNull())
      .addColumn('approval_status', 'varchar(20)', (c: any) => c.notNull())
      .addColumn('approved_at', ts)
      .addColumn('rejection_reason', 'varchar(500)')
      .addColumn('email_verified_at', ts)
      .addColumn('language', 'varchar(5)', (c: any) => c.notNull())
      .addColumn('token_version', 'integer', (c: any) => c.notNull())
      .addColumn('search_text', 'text', (c: any) => c.notNull())
      .addColumn('anonymised_at', ts),
  ).execute();
  await db.schema.createIndex('users_approval_status_idx').on('users').column('approval_status').execute();

  await id(db.schema.createTable('auth_tokens'))
    .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(30)', (c: any) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c: any) => c.notNull().unique())
    .addColumn('expires_at', ts, (c: any) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').columns(['user_id', 'purpose']).execute();

  await created(
    id(db.schema.createTable('addresses'))
      .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('address_name', 'varchar(100)', (c: any) => c.notNull())
      .addColumn('street_address', 'varchar(300)', (c: any) => c.notNull())
      .addColumn('city', 'varchar(100)', (c: any) => c.notNull())
      .addColumn('state_province', 'varchar(100)')
      .addColumn('postal_code', 'varchar(20)')
      .addColumn('country', 'varchar(100)', (c: any) => c.notNull())
      .addColumn('tobacco_license', 'varchar(100)', (c: any) => c.notNull())
      .addColumn('is_default', bool, (c: any) => c.notNull()),
  ).execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

  await created(
    id(db.schema.createTable('products'))
      .addColumn('sku', 'varchar(64)', (c: any) => c.notNull().unique())
      .addColumn('slug', 'varchar(200)', (c: any) => c.notNull().unique())
      .addColumn('brand', 'varchar(100)', (c: any) => c.notNull())
      .addColumn('name', 'varchar(200)', (c: any) => c.notNull())
      .addColumn('flavor', 'varchar(200)', (c: any) => c.notNull())
      .addColumn('weight', 'varchar(50)', (c: any) => c.notNull())
      .addColumn('category', 'varchar(100)')
      .addColumn('description', 'text')
      .addColumn('image_url', 'varchar(500)')
      .addColumn('stock', 'integer', (c: any) => c.notNull().check(sql`stock >= 0`))
      .addColumn('min_order_quantity', 'integer', (c: any) => c.notNull().check(sql`min_order_quantity >= 1`))
      .addColumn('price_cents', 'integer', (c: any) => c.notNull().check(sql`price_cents >= 0`))
      .addColumn('wholesale_price_cents', 'integer', (c: any) => c.notNull().check(sql`wholesale_price_cents >= 0`))
      .addColumn('price_excl_vat_excise_cents', 'integer')
      .addColumn('is_active', bool, (c: any) => c.notNull())
      .addColumn('search_text', 'text', (c: any) => c.notNull()),
  ).execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brand').execute();

  await created(
    id(db.schema.createTable('user_type_prices'))
      .addColumn('user_type', 'varchar(10)', (c: any) => c.notNull())
      .addColumn('product_id', 'integer', (c: any) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('price_cents', 'integer', (c: any) => c.notNull().check(sql`price_cents >= 0`))
      .addUniqueConstraint('user_type_prices_unique', ['user_type', 'product_id']),
  ).execute();

  await created(
    id(db.schema.createTable('customer_prices'))
      .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c: any) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('price_cents', 'integer', (c: any) => c.notNull().check(sql`price_cents >= 0`))
      .addUniqueConstraint('customer_prices_unique', ['user_id', 'product_id']),
  ).execute();

  await created(
    id(db.schema.createTable('carts')).addColumn('user_id', 'integer', (c: any) => c.notNull().unique().references('users.id').onDelete('cascade')),
  ).execute();
  await created(
    id(db.schema.createTable('cart_items'))
      .addColumn('cart_id', 'integer', (c: any) => c.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c: any) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (c: any) => c.notNull().check(sql`quantity >= 1`))
      .addUniqueConstraint('cart_items_unique', ['cart_id', 'product_id']),
  ).execute();

  await created(
    id(db.schema.createTable('orders'))
      .addColumn('order_number', 'varchar(40)', (c: any) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id'))
      .addColumn('status', 'varchar(20)', (c: any) => c.notNull())
      .addColumn('subtotal_cents', 'integer', (c: any) => c.notNull())
      .addColumn('shipping_cents', 'integer', (c: any) => c.notNull())
      .addColumn('tax_cents', 'integer', (c: any) => c.notNull())
      .addColumn('total_cents', 'integer', (c: any) => c.notNull())
      .addColumn('shipping_address', 'text', (c: any) => c.notNull())
      .addColumn('billing_address', 'text')
      .addColumn('notes', 'text')
      .addColumn('customer_snapshot', 'text', (c: any) => c.notNull()),
  ).execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').column('status').execute();

  await id(db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c: any) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c: any) => c.references('products.id').onDelete('set null'))
    .addColumn('sku', 'varchar(64)', (c: any) => c.notNull())
    .addColumn('brand', 'varchar(100)', (c: any) => c.notNull())
    .addColumn('name', 'varchar(200)', (c: any) => c.notNull())
    .addColumn('flavor', 'varchar(200)', (c: any) => c.notNull())
    .addColumn('weight', 'varchar(50)', (c: any) => c.notNull())
    .addColumn('quantity', 'integer', (c: any) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_cents', 'integer', (c: any) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('total_price_cents', 'integer', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  // Documents keep snapshots (buyer, seller, items as JSON text): they never change when the source does.
  const documentColumns = (t: any) =>
    t
      .addColumn('order_id', 'integer', (c: any) => c.notNull().references('orders.id'))
      .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id'))
      .addColumn('status', 'varchar(20)', (c: any) => c.notNull())
      .addColumn('issue_date', 'varchar(10)', (c: any) => c.notNull())
      .addColumn('due_date', 'varchar(10)')
      .addColumn('paid_date', 'varchar(10)')
      .addColumn('payment_terms', 'varchar(200)')
      .addColumn('subtotal_cents', 'integer', (c: any) => c.notNull())
      .addColumn('shipping_cents', 'integer', (c: any) => c.notNull())
      .addColumn('tax_cents', 'integer', (c: any) => c.notNull())
      .addColumn('total_cents', 'integer', (c: any) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('billing_address', 'text')
      .addColumn('shipping_address', 'text')
      .addColumn('customer_snapshot', 'text', (c: any) => c.notNull())
      .addColumn('seller_snapshot', 'text', (c: any) => c.notNull())
      .addColumn('items_snapshot', 'text', (c: any) => c.notNull());

  await created(
    documentColumns(id(db.schema.createTable('pre_invoices')).addColumn('pre_invoice_number', 'varchar(40)', (c: any) => c.notNull().unique()))
      .addColumn('valid_until', 'varchar(10)', (c: any) => c.notNull())
      .addColumn('prepayment_percentage', 'integer', (c: any) => c.notNull())
      .addColumn('prepayment_cents', 'integer', (c: any) => c.notNull())
      .addColumn('converted_invoice_id', 'integer'),
  ).execute();
  await db.schema.createIndex('pre_invoices_order_idx').on('pre_invoices').column('order_id').execute();

  await created(
    documentColumns(id(db.schema.createTable('invoices')).addColumn('invoice_number', 'varchar(40)', (c: any) => c.notNull().unique())).addColumn(
      'pre_invoice_id',
      'integer',
      (c: any) => c.references('pre_invoices.id'),
    ),
  ).execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_id').unique().execute();

  await db.schema
    .createTable('document_counters')
    .addColumn('kind', 'varchar(20)', (c: any) => c.notNull())
    .addColumn('year', 'integer', (c: any) => c.notNull())
    .addColumn('last_number', 'integer', (c: any) => c.notNull())
    .addPrimaryKeyConstraint('document_counters_pk', ['kind', 'year'])
    .execute();

  await db.schema
    .createTable('company_info')
    .addColumn('id', 'integer', (c: any) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c: any) => c.notNull())
    .addColumn('company_code', 'varchar(50)')
    .addColumn('vat_number', 'varchar(50)')
    .addColumn('address', 'varchar(300)', (c: any) => c.notNull())
    .addColumn('city', 'varchar(100)', (c: any) => c.notNull())
    .addColumn('postal_code', 'varchar(20)', (c: any) => c.notNull())
    .addColumn('country', 'varchar(100)', (c: any) => c.notNull())
    .addColumn('email', 'varchar(254)', (c: any) => c.notNull())
    .addColumn('phone', 'varchar(50)', (c: any) => c.notNull())
    .addColumn('bank_name', 'varchar(200)')
    .addColumn('iban', 'varchar(50)')
    .addColumn('updated_at', ts, (c: any) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoice_settings')
    .addColumn('id', 'integer', (c: any) => c.primaryKey())
    .addColumn('invoice_prefix', 'varchar(20)', (c: any) => c.notNull())
    .addColumn('pre_invoice_prefix', 'varchar(20)', (c: any) => c.notNull())
    .addColumn('number_padding', 'integer', (c: any) => c.notNull())
    .addColumn('number_pattern', 'varchar(100)', (c: any) => c.notNull())
    .addColumn('yearly_reset', bool, (c: any) => c.notNull())
    .addColumn('default_payment_terms', 'varchar(200)', (c: any) => c.notNull())
    .addColumn('seller_company_details', 'text')
    .addColumn('updated_at', ts, (c: any) => c.notNull())
    .execute();

  await id(db.schema.createTable('gallery_folders'))
    .addColumn('name', 'varchar(100)', (c: any) => c.notNull().unique())
    .addColumn('description', 'varchar(500)')
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .execute();

  await created(
    id(db.schema.createTable('gallery_images'))
      .addColumn('filename', 'varchar(255)', (c: any) => c.notNull().unique())
      .addColumn('original_name', 'varchar(255)', (c: any) => c.notNull())
      .addColumn('mime_type', 'varchar(50)', (c: any) => c.notNull())
      .addColumn('file_size', 'integer', (c: any) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('folder_id', 'integer', (c: any) => c.references('gallery_folders.id').onDelete('set null'))
      .addColumn('display_name', 'varchar(200)')
      .addColumn('alt_text', 'varchar(125)')
      .addColumn('description', 'text')
      .addColumn('keywords', 'text', (c: any) => c.notNull())
      .addColumn('seo_title', 'varchar(60)')
      .addColumn('seo_description', 'varchar(160)')
      .addColumn('search_text', 'text', (c: any) => c.notNull()),
  ).execute();

  await created(
    id(db.schema.createTable('bug_reports'))
      .addColumn('user_id', 'integer', (c: any) => c.references('users.id').onDelete('set null'))
      .addColumn('user_email', 'varchar(254)')
      .addColumn('url', 'varchar(2000)')
      .addColumn('status', 'varchar(20)', (c: any) => c.notNull())
      .addColumn('priority', 'varchar(20)', (c: any) => c.notNull())
      .addColumn('description', 'text', (c: any) => c.notNull())
      .addColumn('metadata', 'text', (c: any) => c.notNull())
      .addColumn('logs', 'text', (c: any) => c.notNull())
      .addColumn('screenshot_filename', 'varchar(255)')
      .addColumn('screen_resolution', 'varchar(50)')
      .addColumn('viewport_size', 'varchar(50)')
      .addColumn('user_agent', 'varchar(1000)')
      .addColumn('notes', 'text')
      .addColumn('search_text', 'text', (c: any) => c.notNull()),
  ).execute();
  await db.schema.createIndex('bug_reports_created_idx').on('bug_reports').column('created_at').execute();

  await id(db.schema.createTable('translations'))
    .addColumn('language', 'varchar(5)', (c: any) => c.notNull())
    .addColumn('key', 'varchar(200)', (c: any) => c.notNull())
    .addColumn('value', 'text', (c: any) => c.notNull())
    .addColumn('updated_at', ts, (c: any) => c.notNull())
    .addUniqueConstraint('translations_unique', ['language', 'key'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c: any) => c.primaryKey())
    .addColumn('value', 'text', (c: any) => c.notNull())
    .addColumn('updated_at', ts, (c: any) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'settings',
    'translations',
    'bug_reports',
    'gallery_images',
    'gallery_folders',
    'invoice_settings',
    'company_info',
    'document_counters',
    'invoices',
    'pre_invoices',
    'order_items',
    'orders',
    'cart_items',
    'carts',
    'customer_prices',
    'user_type_prices',
    'products',
    'addresses',
    'auth_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
