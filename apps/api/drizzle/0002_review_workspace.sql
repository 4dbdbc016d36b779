CREATE TABLE "candidate_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"email_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "candidate_reminders_sequence_check" CHECK ("candidate_reminders"."sequence" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "event_log_views" (
	"user_id" text NOT NULL,
	"organisation_id" text NOT NULL,
	"events_cleared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_log_views_user_id_organisation_id_pk" PRIMARY KEY("user_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "information_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"requested_by_user_id" text,
	"client_request_id" text,
	"message" text NOT NULL,
	"request_data" jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"section_digests" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"urgency" text NOT NULL,
	"deadline" date,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"email_sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "information_requests_state_check" CHECK ("information_requests"."state" in ('OPEN', 'ANSWERED', 'EMAIL_FAILED'))
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "token_encrypted" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "candidate_reminders" ADD CONSTRAINT "candidate_reminders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reminders" ADD CONSTRAINT "candidate_reminders_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log_views" ADD CONSTRAINT "event_log_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log_views" ADD CONSTRAINT "event_log_views_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_requests" ADD CONSTRAINT "information_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_reminders_sequence_idx" ON "candidate_reminders" USING btree ("verification_id","sequence");--> statement-breakpoint
CREATE INDEX "candidate_reminders_undelivered_idx" ON "candidate_reminders" USING btree ("created_at") WHERE "candidate_reminders"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "information_requests_verification_idx" ON "information_requests" USING btree ("verification_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "information_requests_client_id_idx" ON "information_requests" USING btree ("verification_id","client_request_id") WHERE "information_requests"."state" <> 'EMAIL_FAILED';--> statement-breakpoint
CREATE UNIQUE INDEX "information_requests_open_idx" ON "information_requests" USING btree ("verification_id") WHERE "information_requests"."state" = 'OPEN';--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_org_created_idx" ON "verifications" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "verifications_org_submitted_idx" ON "verifications" USING btree ("organisation_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);