CREATE TABLE "admin_counters" (
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "admin_counters_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE TABLE "admin_course_sales" (
	"course_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	"total_para" bigint NOT NULL,
	CONSTRAINT "admin_course_sales_course_id_slot_pk" PRIMARY KEY("course_id","slot")
);
--> statement-breakpoint
CREATE TABLE "admin_revenue_months" (
	"month" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint NOT NULL,
	"total_para" bigint NOT NULL,
	CONSTRAINT "admin_revenue_months_month_slot_pk" PRIMARY KEY("month","slot")
);
--> statement-breakpoint
CREATE TABLE "user_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"requested_by" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"rows" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_exports_requested_idx" ON "user_exports" USING btree ("requested_by","id");--> statement-breakpoint
-- Triggers keep the dashboard's counters and sales totals (ADR 009); drizzle-kit does not manage triggers, so
-- they live only in this migration. Statement-level triggers with transition tables: a bulk insert costs one
-- aggregate, not one call per row.
CREATE FUNCTION admin_revenue_month(at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(at AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM')
$$;
--> statement-breakpoint
CREATE FUNCTION admin_count_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := pg_backend_pid() % 8;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_counters (name, slot, value)
      SELECT 'users:' || role::text, s, count(*) FROM admin_new GROUP BY role
      ON CONFLICT (name, slot) DO UPDATE SET value = admin_counters.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO admin_counters (name, slot, value)
      SELECT 'users:' || role::text, s, -count(*) FROM admin_old GROUP BY role
      ON CONFLICT (name, slot) DO UPDATE SET value = admin_counters.value + excluded.value;
  ELSE
    INSERT INTO admin_counters (name, slot, value)
      SELECT 'users:' || role::text, s, sum(d)
      FROM (SELECT role, 1 AS d FROM admin_new UNION ALL SELECT role, -1 FROM admin_old) changed
      GROUP BY role HAVING sum(d) <> 0
      ON CONFLICT (name, slot) DO UPDATE SET value = admin_counters.value + excluded.value;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS admin_new
  FOR EACH STATEMENT EXECUTE FUNCTION admin_count_users();
--> statement-breakpoint
CREATE TRIGGER admin_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS admin_old
  FOR EACH STATEMENT EXECUTE FUNCTION admin_count_users();
--> statement-breakpoint
CREATE TRIGGER admin_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS admin_old NEW TABLE AS admin_new
  FOR EACH STATEMENT EXECUTE FUNCTION admin_count_users();
--> statement-breakpoint
CREATE FUNCTION admin_count_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := pg_backend_pid() % 8;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_counters (name, slot, value)
      SELECT 'orders', s, count(*) FROM admin_new HAVING count(*) > 0
      ON CONFLICT (name, slot) DO UPDATE SET value = admin_counters.value + excluded.value;
    INSERT INTO admin_revenue_months (month, slot, orders, total_para)
      SELECT admin_revenue_month(coalesce(paid_at, created_at)), s, count(*), sum(total_para)
      FROM admin_new WHERE status = 'paid' GROUP BY 1
      ON CONFLICT (month, slot) DO UPDATE SET orders = admin_revenue_months.orders + excluded.orders,
        total_para = admin_revenue_months.total_para + excluded.total_para;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO admin_counters (name, slot, value)
      SELECT 'orders', s, -count(*) FROM admin_old HAVING count(*) > 0
      ON CONFLICT (name, slot) DO UPDATE SET value = admin_counters.value + excluded.value;
    INSERT INTO admin_revenue_months (month, slot, orders, total_para)
      SELECT admin_revenue_month(coalesce(paid_at, created_at)), s, -count(*), -sum(total_para)
      FROM admin_old WHERE status = 'paid' GROUP BY 1
      ON CONFLICT (month, slot) DO UPDATE SET orders = admin_revenue_months.orders + excluded.orders,
        total_para = admin_revenue_months.total_para + excluded.total_para;
  ELSE
    -- An order counts in the month it was paid while it is paid: a refund takes it out again.
    INSERT INTO admin_revenue_months (month, slot, orders, total_para)
      SELECT admin_revenue_month(at), s, sum(d), sum(d * total_para)
      FROM (
        SELECT coalesce(paid_at, created_at) AS at, total_para, 1 AS d FROM admin_new WHERE status = 'paid'
        UNION ALL
        SELECT coalesce(paid_at, created_at), total_para, -1 FROM admin_old WHERE status = 'paid'
      ) changed
      GROUP BY 1 HAVING sum(d) <> 0 OR sum(d * total_para) <> 0
      ON CONFLICT (month, slot) DO UPDATE SET orders = admin_revenue_months.orders + excluded.orders,
        total_para = admin_revenue_months.total_para + excluded.total_para;
    INSERT INTO admin_course_sales (course_id, slot, count, total_para)
      SELECT l.ref_id, s, sum(changed.d), sum(changed.d * l.price_para)
      FROM (
        SELECT id, 1 AS d FROM admin_new WHERE status = 'paid'
        UNION ALL
        SELECT id, -1 FROM admin_old WHERE status = 'paid'
      ) changed
      JOIN order_lines l ON l.order_id = changed.id AND l.type = 'course'
      GROUP BY l.ref_id HAVING sum(changed.d) <> 0
      ON CONFLICT (course_id, slot) DO UPDATE SET count = admin_course_sales.count + excluded.count,
        total_para = admin_course_sales.total_para + excluded.total_para;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS admin_new
  FOR EACH STATEMENT EXECUTE FUNCTION admin_count_orders();
--> statement-breakpoint
CREATE TRIGGER admin_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS admin_old
  FOR EACH STATEMENT EXECUTE FUNCTION admin_count_orders();
--> statement-breakpoint
CREATE TRIGGER admin_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS admin_old NEW TABLE AS admin_new
  FOR EACH STATEMENT EXECUTE FUNCTION admin_count_orders();
--> statement-breakpoint
-- The lines of a deleted order are gone (cascade) before a statement trigger runs: take its sales out first.
CREATE FUNCTION admin_uncount_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' THEN
    INSERT INTO admin_course_sales (course_id, slot, count, total_para)
      SELECT ref_id, pg_backend_pid() % 8, -count(*), -sum(price_para)
      FROM order_lines WHERE order_id = OLD.id AND type = 'course' GROUP BY ref_id
      ON CONFLICT (course_id, slot) DO UPDATE SET count = admin_course_sales.count + excluded.count,
        total_para = admin_course_sales.total_para + excluded.total_para;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_orders_before_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION admin_uncount_order_lines();
--> statement-breakpoint
-- Lines are written after their order; lines added to an order that is already paid count at once.
CREATE FUNCTION admin_count_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_course_sales (course_id, slot, count, total_para)
    SELECT l.ref_id, pg_backend_pid() % 8, count(*), sum(l.price_para)
    FROM admin_new l JOIN orders o ON o.id = l.order_id
    WHERE o.status = 'paid' AND l.type = 'course'
    GROUP BY l.ref_id
    ON CONFLICT (course_id, slot) DO UPDATE SET count = admin_course_sales.count + excluded.count,
      total_para = admin_course_sales.total_para + excluded.total_para;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_order_lines_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS admin_new
  FOR EACH STATEMENT EXECUTE FUNCTION admin_count_order_lines();
--> statement-breakpoint
-- Recomputes every counter and total from the tables: run once here, and by hand after editing orders in SQL.
CREATE FUNCTION admin_rebuild_stats() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE users, orders, order_lines IN SHARE MODE;
  DELETE FROM admin_counters;
  DELETE FROM admin_revenue_months;
  DELETE FROM admin_course_sales;
  INSERT INTO admin_counters (name, slot, value)
    SELECT 'users:' || role::text, 0, count(*) FROM users GROUP BY role;
  INSERT INTO admin_counters (name, slot, value) SELECT 'orders', 0, count(*) FROM orders;
  INSERT INTO admin_revenue_months (month, slot, orders, total_para)
    SELECT admin_revenue_month(coalesce(paid_at, created_at)), 0, count(*), sum(total_para)
    FROM orders WHERE status = 'paid' GROUP BY 1;
  INSERT INTO admin_course_sales (course_id, slot, count, total_para)
    SELECT l.ref_id, 0, count(*), sum(l.price_para)
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.status = 'paid' AND l.type = 'course' GROUP BY l.ref_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION admin_reset_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    DELETE FROM admin_counters WHERE name LIKE 'users:%';
  ELSE
    DELETE FROM admin_course_sales;
    IF TG_TABLE_NAME = 'orders' THEN
      DELETE FROM admin_counters WHERE name = 'orders';
      DELETE FROM admin_revenue_months;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_users_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION admin_reset_stats();
--> statement-breakpoint
CREATE TRIGGER admin_orders_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION admin_reset_stats();
--> statement-breakpoint
CREATE TRIGGER admin_order_lines_truncate AFTER TRUNCATE ON order_lines FOR EACH STATEMENT EXECUTE FUNCTION admin_reset_stats();
--> statement-breakpoint
SELECT admin_rebuild_stats();
