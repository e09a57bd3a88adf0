import BetterSqlite3 from 'better-sqlite3';
import { migrate, MigrationError } from './migrate';
import { MIGRATIONS } from './migrations';

test('applies every migration once, in order, and records it', () => {
  const db = new BetterSqlite3(':memory:');
  expect(migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
  expect(migrate(db)).toEqual([]);
  expect(db.prepare("SELECT code FROM coupons WHERE code = 'WELCOME10'").get()).toEqual({ code: 'WELCOME10' });
  db.close();
});

test('a failing migration rolls back and is not recorded; earlier ones stay', () => {
  const db = new BetterSqlite3(':memory:');
  const broken = [
    { version: 1, name: 'ok', sql: 'CREATE TABLE a (x INTEGER)' },
    { version: 2, name: 'broken', sql: 'CREATE TABLE b (x INTEGER); INSERT INTO nowhere VALUES (1)' },
  ];
  expect(() => migrate(db, broken)).toThrow(MigrationError);
  expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
  expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  db.close();
});

test('the schema refuses what the rules refuse: short coupon codes, percentages over 100, a second order id', () => {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  expect(() => db.prepare("INSERT INTO coupons (code, type, amount) VALUES ('ABC', 'fixed', 1)").run()).toThrow(/CHECK/);
  expect(() => db.prepare("INSERT INTO coupons (code, type, amount) VALUES ('TOOMUCH1', 'percentage', 150)").run()).toThrow(/CHECK/);
  const order = db.prepare("INSERT INTO orders (provider_order_id, form_id, status, total_cents, currency, fields_json, created_at, updated_at) VALUES ('O1', 2, 'created', 1, 'USD', '{}', 'now', 'now')");
  order.run();
  expect(() => order.run()).toThrow(/UNIQUE/);
  db.close();
});
