CREATE TABLE "stats_course_daily" (
	"day" date NOT NULL,
	"course_id" integer NOT NULL,
	"sold" integer NOT NULL,
	"revenue_para" bigint NOT NULL,
	"refunds" integer NOT NULL,
	"refunded_para" bigint NOT NULL,
	CONSTRAINT "stats_course_daily_day_course_id_pk" PRIMARY KEY("day","course_id")
);
--> statement-breakpoint
CREATE TABLE "stats_course_progress" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"lessons" integer NOT NULL,
	"learners" integer NOT NULL,
	"completed" integer NOT NULL,
	"completed_lessons" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_courses" (
	"course_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "stats_dirty_courses_course_id_slot_pk" PRIMARY KEY("course_id","slot")
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_days" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "stats_dirty_days_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "stats_funnel_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"signups" integer NOT NULL,
	"purchases" integer NOT NULL,
	"starts" integer NOT NULL,
	"completions" integer NOT NULL,
	CONSTRAINT "stats_funnel_daily_day_page_pk" PRIMARY KEY("day","page")
);
--> statement-breakpoint
CREATE TABLE "stats_learners_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"learners" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_sales_daily" (
	"day" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"orders" integer NOT NULL,
	"revenue_para" bigint NOT NULL,
	"refunds" integer NOT NULL,
	"refunded_para" bigint NOT NULL,
	CONSTRAINT "stats_sales_daily_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
CREATE TABLE "stats_visits" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"slot" smallint NOT NULL,
	"visits" bigint NOT NULL,
	CONSTRAINT "stats_visits_day_page_slot_pk" PRIMARY KEY("day","page","slot")
);
--> statement-breakpoint
CREATE TABLE "stats_voucher_daily" (
	"day" date NOT NULL,
	"voucher_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue_para" bigint NOT NULL,
	"discount_para" bigint NOT NULL,
	CONSTRAINT "stats_voucher_daily_day_voucher_id_pk" PRIMARY KEY("day","voucher_id")
);
--> statement-breakpoint
-- Lessons already opened started when their progress was last saved: the closest the old rows know.
ALTER TABLE "lesson_progress" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "lesson_progress" SET "started_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "lesson_progress" ALTER COLUMN "started_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "lesson_progress" ALTER COLUMN "started_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "course_access_expires_idx" ON "course_access" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("refunded_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_started_idx" ON "lesson_progress" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_user_idx" ON "lesson_progress" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "free_signups_created_idx" ON "free_signups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- The business dashboard's rollups (ADR 073). drizzle-kit does not manage functions or triggers: they live only
-- here. Triggers mark the Belgrade days and the courses a write touched (statement level, transition tables: a
-- bulk write costs one statement); stats_refresh(), run before a chart is read, recomputes exactly those from
-- the raw tables. Recomputing a day rather than adding deltas keeps refunds, late bank-slip confirmations and
-- deletions right by construction.
CREATE FUNCTION stats_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'Europe/Belgrade')::date
$$;
--> statement-breakpoint
CREATE FUNCTION stats_day_start(d date) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT d::timestamp AT TIME ZONE 'Europe/Belgrade'
$$;
--> statement-breakpoint
-- Writers mark in day order, in their session's stripe, and lock an existing mark (DO UPDATE): a refresh that is
-- taking the mark waits for the writer's commit and then sees its rows; a mark made after a refresh took it stays
-- for the next one. Eight stripes: concurrent writers marking today rarely wait for one another's commit.
CREATE FUNCTION stats_mark_days(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_dirty_days (day, slot)
    SELECT DISTINCT d, (pg_backend_pid() % 8)::smallint FROM unnest(days) d WHERE d IS NOT NULL ORDER BY d
    ON CONFLICT (day, slot) DO UPDATE SET day = excluded.day
$$;
--> statement-breakpoint
CREATE FUNCTION stats_mark_courses(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_dirty_courses (course_id, slot)
    SELECT DISTINCT c, (pg_backend_pid() % 8)::smallint FROM unnest(ids) c WHERE c IS NOT NULL ORDER BY c
    ON CONFLICT (course_id, slot) DO UPDATE SET course_id = excluded.course_id
$$;
--> statement-breakpoint
CREATE FUNCTION stats_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_mark_days(ARRAY(
      SELECT stats_day(paid_at) FROM stats_new WHERE paid_at IS NOT NULL
      UNION SELECT stats_day(refunded_at) FROM stats_new WHERE refunded_at IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    -- The user's later orders may become their first purchase.
    PERFORM stats_mark_days(ARRAY(
      SELECT stats_day(paid_at) FROM stats_old WHERE paid_at IS NOT NULL
      UNION SELECT stats_day(refunded_at) FROM stats_old WHERE refunded_at IS NOT NULL
      UNION SELECT stats_day(o.paid_at) FROM orders o JOIN stats_old d ON d.user_id = o.user_id
        WHERE d.paid_at IS NOT NULL AND o.paid_at > d.paid_at));
  ELSE
    PERFORM stats_mark_days(ARRAY(
      SELECT unnest(ARRAY[stats_day(o.paid_at), stats_day(o.refunded_at), stats_day(n.paid_at),
                          stats_day(n.refunded_at)])
      FROM stats_new n JOIN stats_old o ON o.id = n.id
      WHERE (n.status, n.paid_at, n.refunded_at, n.total_para, n.discount_para, n.payment_method, n.voucher_id,
             n.user_id)
        IS DISTINCT FROM (o.status, o.paid_at, o.refunded_at, o.total_para, o.discount_para, o.payment_method,
             o.voucher_id, o.user_id)
      UNION
      -- An order that stops counting as bought: the user's later orders may become their first purchase.
      SELECT stats_day(l.paid_at)
      FROM stats_new n JOIN stats_old o ON o.id = n.id JOIN orders l ON l.user_id = o.user_id
      WHERE o.status IN ('paid', 'refunded') AND n.status NOT IN ('paid', 'refunded') AND l.paid_at > o.paid_at));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_changed();
--> statement-breakpoint
CREATE TRIGGER stats_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_changed();
--> statement-breakpoint
CREATE TRIGGER stats_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS stats_old NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_changed();
--> statement-breakpoint
-- Lines are written after their order; lines of an order already paid change its days.
CREATE FUNCTION stats_order_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_mark_days(ARRAY(
    SELECT unnest(ARRAY[stats_day(o.paid_at), stats_day(o.refunded_at)])
    FROM orders o WHERE o.paid_at IS NOT NULL AND o.id IN (SELECT order_id FROM stats_new)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_order_lines_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_order_lines_changed();
--> statement-breakpoint
CREATE FUNCTION stats_created_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_mark_days(ARRAY(SELECT stats_day(created_at) FROM stats_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stats_mark_days(ARRAY(SELECT stats_day(created_at) FROM stats_old));
  ELSE
    -- users: a change of role moves the account in or out of the learners.
    PERFORM stats_mark_days(ARRAY(
      SELECT stats_day(n.created_at) FROM stats_new n JOIN stats_old o ON o.id = n.id
      WHERE n.role IS DISTINCT FROM o.role OR n.created_at IS DISTINCT FROM o.created_at
      UNION SELECT stats_day(o.created_at) FROM stats_new n JOIN stats_old o ON o.id = n.id
      WHERE n.created_at IS DISTINCT FROM o.created_at));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_created_changed();
--> statement-breakpoint
CREATE TRIGGER stats_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION stats_created_changed();
--> statement-breakpoint
CREATE TRIGGER stats_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS stats_old NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_created_changed();
--> statement-breakpoint
CREATE TRIGGER stats_free_signups_insert AFTER INSERT ON free_signups REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_created_changed();
--> statement-breakpoint
CREATE TRIGGER stats_free_signups_delete AFTER DELETE ON free_signups REFERENCING OLD TABLE AS stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION stats_created_changed();
--> statement-breakpoint
CREATE FUNCTION stats_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_mark_days(ARRAY(SELECT stats_day(started_at) FROM stats_new));
    PERFORM stats_mark_courses(ARRAY(SELECT course_id FROM stats_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stats_mark_days(ARRAY(SELECT stats_day(started_at) FROM stats_old));
    PERFORM stats_mark_courses(ARRAY(SELECT course_id FROM stats_old));
  ELSE
    PERFORM stats_mark_days(ARRAY(
      SELECT unnest(ARRAY[stats_day(n.started_at), stats_day(o.started_at)])
      FROM stats_new n JOIN stats_old o ON o.id = n.id WHERE n.started_at IS DISTINCT FROM o.started_at));
    PERFORM stats_mark_courses(ARRAY(
      SELECT unnest(ARRAY[n.course_id, o.course_id])
      FROM stats_new n JOIN stats_old o ON o.id = n.id
      WHERE (n.completed_at IS NULL) IS DISTINCT FROM (o.completed_at IS NULL) OR n.course_id <> o.course_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_progress_insert AFTER INSERT ON lesson_progress REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_progress_changed();
--> statement-breakpoint
CREATE TRIGGER stats_progress_delete AFTER DELETE ON lesson_progress REFERENCING OLD TABLE AS stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION stats_progress_changed();
--> statement-breakpoint
CREATE TRIGGER stats_progress_update AFTER UPDATE ON lesson_progress REFERENCING OLD TABLE AS stats_old NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_progress_changed();
--> statement-breakpoint
CREATE FUNCTION stats_certificates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_mark_days(ARRAY(SELECT stats_day(issued_at) FROM stats_new));
    PERFORM stats_mark_courses(ARRAY(SELECT course_id FROM stats_new));
  ELSE
    PERFORM stats_mark_days(ARRAY(SELECT stats_day(issued_at) FROM stats_old));
    PERFORM stats_mark_courses(ARRAY(SELECT course_id FROM stats_old));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_certificates_insert AFTER INSERT ON certificates REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_certificates_changed();
--> statement-breakpoint
CREATE TRIGGER stats_certificates_delete AFTER DELETE ON certificates REFERENCING OLD TABLE AS stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION stats_certificates_changed();
--> statement-breakpoint
-- course_access and videos: who learns a course and how many lessons it has.
CREATE FUNCTION stats_course_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_mark_courses(ARRAY(SELECT course_id FROM stats_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stats_mark_courses(ARRAY(SELECT course_id FROM stats_old));
  ELSIF TG_TABLE_NAME = 'course_access' THEN
    PERFORM stats_mark_courses(ARRAY(
      SELECT unnest(ARRAY[n.course_id, o.course_id]) FROM stats_new n JOIN stats_old o ON o.id = n.id
      WHERE (n.revoked_at IS NULL) IS DISTINCT FROM (o.revoked_at IS NULL) OR n.course_id <> o.course_id
        OR n.user_id <> o.user_id));
  ELSE
    PERFORM stats_mark_courses(ARRAY(
      SELECT unnest(ARRAY[n.course_id, o.course_id]) FROM stats_new n JOIN stats_old o ON o.id = n.id
      WHERE (n.status, n.is_intro, n.course_id) IS DISTINCT FROM (o.status, o.is_intro, o.course_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_course_access_insert AFTER INSERT ON course_access REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_course_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stats_course_access_delete AFTER DELETE ON course_access REFERENCING OLD TABLE AS stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION stats_course_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stats_course_access_update AFTER UPDATE ON course_access REFERENCING OLD TABLE AS stats_old NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_course_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stats_videos_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_course_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stats_videos_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS stats_old
  FOR EACH STATEMENT EXECUTE FUNCTION stats_course_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stats_videos_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS stats_old NEW TABLE AS stats_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_course_rows_changed();
--> statement-breakpoint
-- One Belgrade day of every rollup but the visits, from the raw tables. What each figure counts: ADR 073.
CREATE FUNCTION stats_rebuild_day(d date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t0 timestamptz := stats_day_start(d);
  t1 timestamptz := stats_day_start(d + 1);
BEGIN
  DELETE FROM stats_sales_daily WHERE day = d;
  INSERT INTO stats_sales_daily (day, method, orders, revenue_para, refunds, refunded_para)
    SELECT d, method, sum(orders), sum(revenue), sum(refunds), sum(refunded) FROM (
      SELECT payment_method AS method, count(*) AS orders, sum(total_para) AS revenue, 0 AS refunds, 0 AS refunded
        FROM orders WHERE paid_at >= t0 AND paid_at < t1 AND status IN ('paid', 'refunded') GROUP BY 1
      UNION ALL
      SELECT payment_method, 0, 0, count(*), sum(total_para)
        FROM orders WHERE refunded_at >= t0 AND refunded_at < t1 AND status = 'refunded' GROUP BY 1
    ) x GROUP BY method;

  DELETE FROM stats_course_daily WHERE day = d;
  INSERT INTO stats_course_daily (day, course_id, sold, revenue_para, refunds, refunded_para)
    SELECT d, course_id, sum(sold), sum(revenue), sum(refunds), sum(refunded) FROM (
      SELECT l.ref_id AS course_id, count(*) AS sold, sum(l.price_para) AS revenue, 0 AS refunds, 0 AS refunded
        FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.type IN ('course', 'gift_course')
        WHERE o.paid_at >= t0 AND o.paid_at < t1 AND o.status IN ('paid', 'refunded') GROUP BY 1
      UNION ALL
      SELECT l.ref_id, 0, 0, count(*), sum(l.price_para)
        FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.type IN ('course', 'gift_course')
        WHERE o.refunded_at >= t0 AND o.refunded_at < t1 AND o.status = 'refunded' GROUP BY 1
    ) x GROUP BY course_id;

  DELETE FROM stats_voucher_daily WHERE day = d;
  INSERT INTO stats_voucher_daily (day, voucher_id, orders, revenue_para, discount_para)
    SELECT d, voucher_id, count(*), sum(total_para), sum(discount_para)
    FROM orders WHERE paid_at >= t0 AND paid_at < t1 AND status IN ('paid', 'refunded') AND voucher_id IS NOT NULL
    GROUP BY voucher_id;

  DELETE FROM stats_learners_daily WHERE day = d;
  INSERT INTO stats_learners_daily (day, learners)
    SELECT d, count(*) FROM users WHERE created_at >= t0 AND created_at < t1 AND role = 'user' HAVING count(*) > 0;

  DELETE FROM stats_funnel_daily WHERE day = d;
  INSERT INTO stats_funnel_daily (day, page, signups, purchases, starts, completions)
    SELECT d, page, sum(s), sum(p), sum(st), sum(c) FROM (
      -- Free sign-ups per landing page, and per course they granted.
      SELECT 'landing:' || page AS page, count(*) AS s, 0 AS p, 0 AS st, 0 AS c
        FROM free_signups WHERE created_at >= t0 AND created_at < t1 GROUP BY page
      UNION ALL
      SELECT 'course:' || course_id, count(DISTINCT user_id), 0, 0, 0
        FROM free_signups WHERE created_at >= t0 AND created_at < t1 AND course_id IS NOT NULL GROUP BY course_id
      UNION ALL
      -- A person's first purchase ever, credited to the landing of their first free sign-up made before it.
      SELECT 'landing:' || f.page, 0, count(*), 0, 0
        FROM orders o
        JOIN LATERAL (SELECT page, created_at FROM free_signups fs WHERE fs.user_id = o.user_id
                      ORDER BY created_at, id LIMIT 1) f ON f.created_at <= o.paid_at
        WHERE o.paid_at >= t0 AND o.paid_at < t1 AND o.status IN ('paid', 'refunded')
          AND NOT EXISTS (SELECT 1 FROM orders e WHERE e.user_id = o.user_id AND e.status IN ('paid', 'refunded')
                            AND (e.paid_at < o.paid_at OR (e.paid_at = o.paid_at AND e.id < o.id)))
        GROUP BY f.page
      UNION ALL
      -- A person's first purchase of a course.
      SELECT 'course:' || l.ref_id, 0, count(DISTINCT o.user_id), 0, 0
        FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.type = 'course'
        WHERE o.paid_at >= t0 AND o.paid_at < t1 AND o.status IN ('paid', 'refunded')
          AND NOT EXISTS (SELECT 1 FROM orders e JOIN order_lines el ON el.order_id = e.id AND el.type = 'course'
                            AND el.ref_id = l.ref_id
                          WHERE e.user_id = o.user_id AND e.status IN ('paid', 'refunded')
                            AND (e.paid_at < o.paid_at OR (e.paid_at = o.paid_at AND e.id < o.id)))
        GROUP BY l.ref_id
      UNION ALL
      -- A person's first lesson opened ever (landing), and in a course (course).
      SELECT 'landing:' || f.page, 0, 0, count(*), 0
        FROM lesson_progress p
        JOIN LATERAL (SELECT page, created_at FROM free_signups fs WHERE fs.user_id = p.user_id
                      ORDER BY created_at, id LIMIT 1) f ON f.created_at <= p.started_at
        WHERE p.started_at >= t0 AND p.started_at < t1
          AND NOT EXISTS (SELECT 1 FROM lesson_progress e WHERE e.user_id = p.user_id
                            AND (e.started_at < p.started_at OR (e.started_at = p.started_at AND e.id < p.id)))
        GROUP BY f.page
      UNION ALL
      SELECT 'course:' || p.course_id, 0, 0, count(*), 0
        FROM lesson_progress p
        WHERE p.started_at >= t0 AND p.started_at < t1
          AND NOT EXISTS (SELECT 1 FROM lesson_progress e WHERE e.user_id = p.user_id AND e.course_id = p.course_id
                            AND (e.started_at < p.started_at OR (e.started_at = p.started_at AND e.id < p.id)))
        GROUP BY p.course_id
      UNION ALL
      -- A person's first completed course (its certificate) ever (landing), and each course's completions.
      SELECT 'landing:' || f.page, 0, 0, 0, count(*)
        FROM certificates ce
        JOIN LATERAL (SELECT page, created_at FROM free_signups fs WHERE fs.user_id = ce.user_id
                      ORDER BY created_at, id LIMIT 1) f ON f.created_at <= ce.issued_at
        WHERE ce.issued_at >= t0 AND ce.issued_at < t1
          AND NOT EXISTS (SELECT 1 FROM certificates e WHERE e.user_id = ce.user_id
                            AND (e.issued_at < ce.issued_at OR (e.issued_at = ce.issued_at AND e.id < ce.id)))
        GROUP BY f.page
      UNION ALL
      SELECT 'course:' || course_id, 0, 0, 0, count(*)
        FROM certificates WHERE issued_at >= t0 AND issued_at < t1 GROUP BY course_id
    ) x GROUP BY page;
END
$$;
--> statement-breakpoint
CREATE FUNCTION stats_rebuild_course(c integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stats_course_progress WHERE course_id = c;
  INSERT INTO stats_course_progress (course_id, lessons, learners, completed, completed_lessons)
    SELECT c,
      (SELECT count(*) FROM videos WHERE course_id = c AND NOT is_intro AND status = 'ready'),
      (SELECT count(*) FROM course_access WHERE course_id = c AND revoked_at IS NULL),
      (SELECT count(*) FROM certificates ce
         JOIN course_access a ON a.user_id = ce.user_id AND a.course_id = c AND a.revoked_at IS NULL
         WHERE ce.course_id = c),
      (SELECT count(*) FROM lesson_progress p
         JOIN videos v ON v.id = p.video_id AND NOT v.is_intro AND v.status = 'ready'
         JOIN course_access a ON a.user_id = p.user_id AND a.course_id = c AND a.revoked_at IS NULL
         WHERE p.course_id = c AND p.completed_at IS NOT NULL)
    WHERE EXISTS (SELECT 1 FROM courses WHERE id = c);
END
$$;
--> statement-breakpoint
-- Recomputes the days and courses marked since the last refresh, in order, one refresh at a time.
CREATE FUNCTION stats_refresh() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stats_dirty_days) AND NOT EXISTS (SELECT 1 FROM stats_dirty_courses) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(73073);
  FOR r IN SELECT DISTINCT day FROM stats_dirty_days ORDER BY day LOOP
    DELETE FROM stats_dirty_days WHERE day = r.day;
    PERFORM stats_rebuild_day(r.day);
  END LOOP;
  FOR r IN SELECT DISTINCT course_id FROM stats_dirty_courses ORDER BY course_id LOOP
    DELETE FROM stats_dirty_courses WHERE course_id = r.course_id;
    PERFORM stats_rebuild_course(r.course_id);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every day and course from the tables: run once here, and by hand after editing the tables with triggers off.
CREATE FUNCTION stats_rebuild_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stats_sales_daily;
  DELETE FROM stats_course_daily;
  DELETE FROM stats_voucher_daily;
  DELETE FROM stats_learners_daily;
  DELETE FROM stats_funnel_daily;
  DELETE FROM stats_course_progress;
  INSERT INTO stats_dirty_days (day, slot)
    SELECT stats_day(paid_at), 0 FROM orders WHERE paid_at IS NOT NULL
    UNION SELECT stats_day(refunded_at), 0 FROM orders WHERE refunded_at IS NOT NULL
    UNION SELECT stats_day(created_at), 0 FROM users
    UNION SELECT stats_day(created_at), 0 FROM free_signups
    UNION SELECT stats_day(started_at), 0 FROM lesson_progress
    UNION SELECT stats_day(issued_at), 0 FROM certificates
    ON CONFLICT (day, slot) DO NOTHING;
  INSERT INTO stats_dirty_courses (course_id, slot) SELECT id, 0 FROM courses ON CONFLICT (course_id, slot) DO NOTHING;
  PERFORM stats_refresh();
END
$$;
--> statement-breakpoint
-- A truncated source table (the demo seed's reset): every rollup recomputed from what is left.
CREATE FUNCTION stats_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rebuild_all();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_orders_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_order_lines_truncate AFTER TRUNCATE ON order_lines FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_users_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_free_signups_truncate AFTER TRUNCATE ON free_signups FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_progress_truncate AFTER TRUNCATE ON lesson_progress FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_certificates_truncate AFTER TRUNCATE ON certificates FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_course_access_truncate AFTER TRUNCATE ON course_access FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_videos_truncate AFTER TRUNCATE ON videos FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
SELECT stats_rebuild_all();
