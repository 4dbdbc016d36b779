CREATE TABLE "sent_notices" (
	"event_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_notices_event_id_recipient_pk" PRIMARY KEY("event_id","recipient")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "job_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "company_size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "kind" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "organisation_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "verification_limit" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "review_alert_armed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "sent_notices" ADD CONSTRAINT "sent_notices_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_kind_check" CHECK ("demo_requests"."kind" in ('demo', 'upgrade'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('verification', 'document', 'reference', 'alert'));