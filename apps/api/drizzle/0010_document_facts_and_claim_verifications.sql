CREATE TABLE "claim_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"section" text NOT NULL,
	"entry_index" integer NOT NULL,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"note" text NOT NULL,
	"document_id" uuid,
	"verified_by_user_id" text,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_verifications_section_check" CHECK ("claim_verifications"."section" in ('education', 'employment'))
);
--> statement-breakpoint
CREATE TABLE "document_facts" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"extractor_version" integer NOT NULL,
	"text" text,
	"ocr_confidence" real,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pages" integer,
	"error" text,
	"extracted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD COLUMN "run_checks_on_submission" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_verifications" ADD CONSTRAINT "claim_verifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_verifications" ADD CONSTRAINT "claim_verifications_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_verifications" ADD CONSTRAINT "claim_verifications_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_verifications" ADD CONSTRAINT "claim_verifications_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_facts" ADD CONSTRAINT "document_facts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_facts" ADD CONSTRAINT "document_facts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_verifications_claim_idx" ON "claim_verifications" USING btree ("verification_id","section","entry_index");--> statement-breakpoint
CREATE INDEX "document_facts_organisation_idx" ON "document_facts" USING btree ("organisation_id");