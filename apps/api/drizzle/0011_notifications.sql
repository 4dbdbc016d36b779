CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"verification_id" uuid NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"status" text,
	"document_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('verification', 'document', 'reference')),
	CONSTRAINT "notifications_status_check" CHECK (status is null or "notifications"."status" in ('INVITED', 'IN_PROGRESS', 'SUBMITTED', 'VERIFICATION_INITIATED', 'VERIFIED', 'VERIFICATION_FAILED', 'COMPLETED', 'FAILED')),
	CONSTRAINT "notifications_document_type_check" CHECK (document_type is null or "notifications"."document_type" in ('IDENTITY', 'EDUCATION', 'EMPLOYMENT', 'LINKEDIN', 'GENERAL'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_event_idx" ON "notifications" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","organisation_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "notifications_verification_idx" ON "notifications" USING btree ("verification_id");