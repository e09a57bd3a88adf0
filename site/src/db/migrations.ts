/**
 * The schema, as numbered migrations applied in order at start (see migrate.ts).
 * A migration is never edited once released: add a new one instead, so every
 * existing DATA_DIR reaches the same schema.
 *
 * Money is stored in cents (integers) so totals compare exactly.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'forms: uploads, submissions, saved progress, mail outbox',
    sql: `
      CREATE TABLE uploads (
        id INTEGER PRIMARY KEY,
        stored_name TEXT NOT NULL UNIQUE,
        display_name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('upload', 'signature')),
        mime TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size >= 0),
        form_id INTEGER NOT NULL,
        field_id TEXT NOT NULL,
        media_library INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY,
        form_id INTEGER NOT NULL,
        unit_tag TEXT NOT NULL,
        container_post INTEGER,
        status TEXT NOT NULL,
        fields_json TEXT NOT NULL,
        posted_data_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE submission_uploads (
        submission_id INTEGER NOT NULL REFERENCES submissions (id),
        upload_id INTEGER NOT NULL UNIQUE REFERENCES uploads (id),
        field TEXT NOT NULL,
        PRIMARY KEY (submission_id, upload_id)
      );
      CREATE TABLE saved_progress (
        hash TEXT PRIMARY KEY,
        form_id INTEGER NOT NULL,
        source_url TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        submission_id INTEGER NOT NULL REFERENCES submissions (id),
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'payments and shop: coupons, orders, products, carts',
    sql: `
      CREATE TABLE coupons (
        code TEXT PRIMARY KEY COLLATE NOCASE CHECK (length(code) >= 6),
        form_id INTEGER,
        type TEXT NOT NULL CHECK (type IN ('percentage', 'fixed')),
        amount REAL NOT NULL CHECK (amount > 0),
        expires_at TEXT,
        usage_limit INTEGER,
        used INTEGER NOT NULL DEFAULT 0,
        CHECK (type = 'fixed' OR amount <= 100)
      );
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        provider_order_id TEXT NOT NULL UNIQUE,
        form_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('created', 'approved', 'cancelled')),
        total_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        fields_json TEXT NOT NULL,
        coupon_code TEXT,
        transaction_id TEXT UNIQUE,
        payer_name TEXT,
        payer_email TEXT,
        payment_method TEXT,
        provider_status TEXT,
        provider_response TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        price_cents INTEGER NOT NULL CHECK (price_cents >= 0)
      );
      CREATE TABLE carts (
        token_hash TEXT PRIMARY KEY,
        created_at TEXT NOT NULL
      );
      CREATE TABLE cart_items (
        id INTEGER PRIMARY KEY,
        cart_token_hash TEXT NOT NULL REFERENCES carts (token_hash),
        product_id INTEGER,
        product_name TEXT NOT NULL,
        price_cents INTEGER NOT NULL,
        booking_date TEXT NOT NULL,
        booking_time TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'accounts: users and sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        form_id INTEGER,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'theme: contact messages, newsletter subscriptions, A/B stats',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        form_num INTEGER NOT NULL,
        page TEXT NOT NULL,
        fields_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE newsletter_subscriptions (
        id INTEGER PRIMARY KEY,
        list_id TEXT NOT NULL,
        provider TEXT NOT NULL,
        account TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        custom_fields_json TEXT NOT NULL,
        ip_address TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (list_id, email)
      );
      CREATE TABLE ab_stats (
        id INTEGER PRIMARY KEY,
        test_id TEXT NOT NULL,
        subject_id TEXT NOT NULL,
        record_type TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'demo content: coupons and shop products',
    // Demo data a new user can try at once; INSERT OR IGNORE keeps a site owner's edits.
    sql: `
      INSERT OR IGNORE INTO coupons (code, form_id, type, amount, expires_at, usage_limit) VALUES
        ('WELCOME10', NULL, 'percentage', 10, NULL, NULL),
        ('TAKE5OFF', NULL, 'fixed', 5, NULL, NULL),
        ('SPRING2020', NULL, 'percentage', 20, '2020-06-01T00:00:00.000Z', NULL),
        ('ONETIME50', NULL, 'percentage', 50, NULL, 1);
      INSERT OR IGNORE INTO products (id, name, price_cents) VALUES
        (501, 'Harbour boat tour', 4500),
        (502, 'Glacier day trip', 12000);
    `,
  },
  {
    version: 6,
    name: 'payments: failed coupon checks per visitor',
    // A coupon code is a secret worth guessing: repeated failures slow the visitor down (payments/coupon-throttle.ts).
    sql: `
      CREATE TABLE coupon_check_failures (
        visitor TEXT PRIMARY KEY,
        failures INTEGER NOT NULL CHECK (failures > 0),
        last_failure_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'shop: placed orders and their lines',
    // Separate from the orders table, which holds the payments remote's payment orders.
    sql: `
      CREATE TABLE shop_orders (
        id INTEGER PRIMARY KEY,
        order_key TEXT NOT NULL UNIQUE,
        cart_token_hash TEXT NOT NULL,
        status TEXT NOT NULL,
        billing_json TEXT NOT NULL,
        shipping_json TEXT NOT NULL,
        shipping_method TEXT NOT NULL,
        shipping_label TEXT NOT NULL,
        payment_method TEXT NOT NULL,
        customer_note TEXT NOT NULL,
        subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
        shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
        total_cents INTEGER NOT NULL CHECK (total_cents = subtotal_cents + shipping_cents),
        currency TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE shop_order_lines (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES shop_orders (id),
        product_id INTEGER,
        product_name TEXT NOT NULL,
        booking_date TEXT NOT NULL,
        booking_time TEXT,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
        total_cents INTEGER NOT NULL CHECK (total_cents = price_cents * quantity)
      );
      CREATE INDEX shop_order_lines_order ON shop_order_lines (order_id);
    `,
  },
  {
    version: 8,
    name: 'shop: cart line quantities',
    // The cart page's quantity inputs (site/src/shop/update-cart.ts); every existing line is one place.
    sql: `
      ALTER TABLE cart_items ADD COLUMN quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0);
    `,
  },
  {
    version: 9,
    name: 'operations: field telemetry and CSP violation reports',
    // What the shell reports from the field and what browsers report against the pages'
    // Content Security Policy. Both tables are bounded by their repositories (oldest rows go first).
    // `release status` reads `telemetry_reports` (remote, version, page_view, kind, total_ms, received_at).
    sql: `
      CREATE TABLE telemetry_reports (
        id INTEGER PRIMARY KEY,
        received_at TEXT NOT NULL,
        page_view TEXT NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('load', 'failure', 'error')),
        reason TEXT,
        pointer_ms INTEGER,
        entry_ms INTEGER,
        module_ms INTEGER,
        mount_ms INTEGER,
        total_ms INTEGER,
        CHECK ((kind = 'load') = (total_ms IS NOT NULL AND reason IS NULL))
      );
      CREATE INDEX telemetry_reports_received ON telemetry_reports (received_at);
      CREATE TABLE csp_reports (
        id INTEGER PRIMARY KEY,
        received_at TEXT NOT NULL,
        page TEXT NOT NULL,
        directive TEXT NOT NULL,
        blocked TEXT NOT NULL,
        source TEXT NOT NULL,
        sample TEXT NOT NULL
      );
    `,
  },
  {
    version: 10,
    name: 'security: upload owners for quotas and expiry, login grants',
    // Uploads count against their visitor's quota until a submission takes them, and expire
    // otherwise (uploads/upload-quota.ts); a login after registration needs the grant its send set as a cookie.
    sql: `
      ALTER TABLE uploads ADD COLUMN visitor TEXT;
      CREATE INDEX uploads_visitor ON uploads (visitor);
      CREATE INDEX uploads_created_at ON uploads (created_at);
      CREATE TABLE login_grants (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        expires_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 11,
    name: 'security: uploads their visitor removed',
    // A visitor's Remove deletes the file and marks its row (uploads/remove-upload.ts);
    // a marked row is never served, sent or counted, and expiry clears it like any unsent upload.
    sql: `
      ALTER TABLE uploads ADD COLUMN removed_at TEXT;
    `,
  },
  {
    version: 12,
    name: 'security: payment orders bound to the visitor who saved them',
    // An order is updated only with the token its save carried (payments/order-token.ts).
    // Orders saved before have none: they take an approval the provider confirms, never a cancel.
    sql: `
      ALTER TABLE orders ADD COLUMN owner_token_hash TEXT;
    `,
  },
  {
    version: 13,
    name: 'security: telemetry reports keyed by a hash of their sender',
    // Release status counts a bounded number of page views per sender (an HMAC of the address).
    sql: `
      ALTER TABLE telemetry_reports ADD COLUMN sender TEXT;
    `,
  },
  {
    version: 14,
    name: 'operations: Web Vitals of sampled page views',
    // INP, CLS and LCP per remote@version (release/src/status-summary.ts reads them). A table
    // of their own: telemetry_reports' kind check predates them. Bounded with it (telemetry-repository.ts).
    sql: `
      CREATE TABLE telemetry_vitals (
        id INTEGER PRIMARY KEY,
        received_at TEXT NOT NULL,
        sender TEXT NOT NULL,
        page_view TEXT NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        metric TEXT NOT NULL CHECK (metric IN ('inp', 'cls', 'lcp')),
        value REAL NOT NULL CHECK (value >= 0),
        module TEXT
      );
      CREATE INDEX telemetry_vitals_received ON telemetry_vitals (received_at);
    `,
  },
];
