// The business dashboard's refresh under concurrency on PostgreSQL (ADR 073): a chart read while a checkout that
// touched the same day is still open waits for its commit and then counts it; writers in parallel sessions
// (sales, refunds, late slip confirmations) interleaved with chart reads leave rollups equal to SQL over the raw
// rows, without a deadlock or a failed request.
import { belgradeDay } from '@atelje/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { adminGet, adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile();
const today = belgradeDay(new Date());

const clients: pg.Client[] = [];
async function session(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: at.t.database.url });
  await client.connect();
  clients.push(client);
  return client;
}
afterAll(async () => {
  for (const client of clients) await client.end().catch(() => undefined);
});

let buyer = 0;
beforeAll(async () => {
  if (!onPostgres) return;
  buyer = at.learner.id;
});

async function insertPaidOrder(client: pg.Client, number: string, total: number, method = 'upc') {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO orders (number, user_id, status, subtotal_para, total_para, billing, payment_method, paid_at)
     VALUES ($1, $2, 'paid', $3, $3, '{"name":"K","email":"k@primer.rs","phone":"060"}', $4, now()) RETURNING id`,
    [number, buyer, total, method],
  );
  await client.query(
    `INSERT INTO order_lines (order_id, type, ref_id, title, price_para) VALUES ($1, 'course', $2, 'Kurs', $3)`,
    [rows[0]!.id, fixture.courses.basics, total],
  );
  return rows[0]!.id;
}

async function revenueToday() {
  const res = await adminGet(at, `/api/admin/dashboard/revenue?from=${today}&to=${today}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.current.totals as {
    orders: number;
    revenue_para: number;
    refunds: number;
    refunded_para: number;
  };
}

async function sqlToday(client: pg.Client) {
  const { rows } = await client.query(
    `SELECT
       (SELECT count(*) FROM orders WHERE status IN ('paid', 'refunded')
          AND to_char(paid_at AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM-DD') = $1)::int AS orders,
       (SELECT coalesce(sum(total_para), 0) FROM orders WHERE status IN ('paid', 'refunded')
          AND to_char(paid_at AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM-DD') = $1)::int AS revenue_para,
       (SELECT count(*) FROM orders WHERE status = 'refunded'
          AND to_char(refunded_at AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM-DD') = $1)::int AS refunds,
       (SELECT coalesce(sum(total_para), 0) FROM orders WHERE status = 'refunded'
          AND to_char(refunded_at AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM-DD') = $1)::int AS refunded_para`,
    [today],
  );
  return rows[0];
}

describe.runIf(onPostgres)('the dashboard refresh under concurrency', () => {
  it('waits for a checkout holding a mark of the day and then counts it', async () => {
    const writer = await session();
    const observer = await session();
    const before = await revenueToday();
    // The writer's stripe of today is already marked (committed): its checkout locks that mark.
    const { rows } = await writer.query<{ slot: number }>('SELECT (pg_backend_pid() % 8)::int AS slot');
    await observer.query(`INSERT INTO stats_dirty_days (day, slot) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      today,
      rows[0]!.slot,
    ]);
    await writer.query('BEGIN');
    await insertPaidOrder(writer, `PG-HOLD-${Date.now()}`, 123_400);
    const reading = revenueToday();
    // The read is held by the open checkout (its refresh waits on the writer's lock of the mark).
    await expect
      .poll(async () => {
        const waiting = await observer.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
             AND wait_event_type = 'Lock' AND query ILIKE '%stats_refresh%'`,
        );
        return waiting.rows[0].n;
      })
      .toBeGreaterThan(0);
    await writer.query('COMMIT');
    const after = await reading;
    expect(after.orders).toBe(before.orders + 1);
    expect(after.revenue_para).toBe(before.revenue_para + 123_400);
  });

  it('equals SQL after parallel sales, refunds and confirmations interleaved with chart reads', async () => {
    const writers = await Promise.all([session(), session(), session(), session()]);
    let writing = true;
    const readers = [0, 1].map(async () => {
      let reads = 0;
      while (writing) {
        await revenueToday();
        reads += 1;
      }
      return reads;
    });
    await Promise.all(
      writers.map(async (client, w) => {
        for (let i = 0; i < 15; i++) {
          await client.query('BEGIN');
          const id = await insertPaidOrder(
            client,
            `PG-${w}-${i}-${Date.now()}`,
            10_000 + w * 100 + i,
            ['upc', 'paypal', 'uplatnica'][i % 3],
          );
          if (i % 4 === 0)
            await client.query(`UPDATE orders SET status = 'refunded', refunded_at = now() WHERE id = $1`, [
              id,
            ]);
          if (i % 5 === 0)
            // A slip ordered earlier, confirmed now.
            await client.query(
              `UPDATE orders SET paid_at = now(), created_at = now() - interval '3 days', payment_method = 'uplatnica' WHERE id = $1`,
              [id],
            );
          await client.query('COMMIT');
        }
      }),
    );
    writing = false;
    const reads = await Promise.all(readers);
    expect(reads.every((n) => n > 0)).toBe(true);
    expect(await revenueToday()).toEqual(await sqlToday(writers[0]!));
  });
});
