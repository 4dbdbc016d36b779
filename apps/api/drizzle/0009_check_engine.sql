CREATE TABLE "check_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"types" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"trigger_event_id" uuid,
	"requested_by_user_id" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "check_runs_status_check" CHECK ("check_runs"."status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "findings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"run_id" uuid,
	"check_id" text NOT NULL,
	"check_version" integer NOT NULL,
	"check_type" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"severity" text NOT NULL,
	"confidence" real NOT NULL,
	"subject" jsonb NOT NULL,
	"message" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"review_decision" text,
	"review_note" text,
	"reviewed_by_user_id" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "findings_status_check" CHECK ("findings"."status" in ('consistent', 'discrepancy', 'risk_signal', 'unverifiable', 'verified')),
	CONSTRAINT "findings_severity_check" CHECK ("findings"."severity" in ('info', 'low', 'medium', 'high')),
	CONSTRAINT "findings_review_decision_check" CHECK ("findings"."review_decision" in ('confirmed', 'dismissed')),
	CONSTRAINT "findings_confidence_check" CHECK ("findings"."confidence" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_run_id_check_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."check_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_runs_verification_idx" ON "check_runs" USING btree ("verification_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "check_runs_open_idx" ON "check_runs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE UNIQUE INDEX "check_runs_trigger_event_idx" ON "check_runs" USING btree ("trigger_event_id");--> statement-breakpoint
CREATE INDEX "findings_verification_idx" ON "findings" USING btree ("verification_id","created_at");