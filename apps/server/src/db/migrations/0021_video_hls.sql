ALTER TABLE "videos" ADD COLUMN "hls_path" text;--> statement-breakpoint
CREATE INDEX "videos_hls_path_idx" ON "videos" USING btree ("hls_path");