CREATE TABLE "mail_sequence_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_sequence_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence" text NOT NULL,
	"step" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_sequence_links" ADD CONSTRAINT "mail_sequence_links_send_id_mail_sequence_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."mail_sequence_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sequence_links" ADD CONSTRAINT "mail_sequence_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sequence_links" ADD CONSTRAINT "mail_sequence_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sequence_sends" ADD CONSTRAINT "mail_sequence_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sequence_sends" ADD CONSTRAINT "mail_sequence_sends_mail_id_mail_messages_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_sequence_links_send_idx" ON "mail_sequence_links" USING btree ("send_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_sequence_sends_step_unique" ON "mail_sequence_sends" USING btree ("sequence","step","subject");--> statement-breakpoint
CREATE INDEX "mail_sequence_sends_created_idx" ON "mail_sequence_sends" USING btree ("sequence","created_at");