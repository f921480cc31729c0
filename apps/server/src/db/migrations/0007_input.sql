ALTER TABLE "videos" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
-- custom SQL (keep at merge)
-- Videos whose newest processing job failed, or has not finished, were listed to learners before; from now on
-- they are not (issue 15 item 3).
UPDATE "videos" AS v SET "status" = CASE j."status" WHEN 'failed' THEN 'failed' ELSE 'processing' END
FROM "video_jobs" AS j
WHERE j."video_id" = v."id"
  AND j."id" = (SELECT max(j2."id") FROM "video_jobs" AS j2 WHERE j2."video_id" = v."id")
  AND j."status" IN ('failed', 'queued', 'processing');
