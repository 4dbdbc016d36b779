CREATE TABLE "candidate_link_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"verification_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_link_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "verifications" DROP CONSTRAINT "verifications_token_hash_unique";--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "organisation_id" text;--> statement-breakpoint
ALTER TABLE "candidate_link_tokens" ADD CONSTRAINT "candidate_link_tokens_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_link_tokens" ADD CONSTRAINT "candidate_link_tokens_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_link_tokens_verification_idx" ON "candidate_link_tokens" USING btree ("verification_id");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_organisation_created_idx" ON "outbox_emails" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "candidate_link_tokens" ("id", "organisation_id", "verification_id", "token_hash", "created_at") SELECT gen_random_uuid(), "organisation_id", "id", "token_hash", coalesce("invitation_sent_at", "created_at") FROM "verifications" WHERE "token_hash" IS NOT NULL AND "token_revoked_at" IS NULL;--> statement-breakpoint
UPDATE "outbox_emails" SET "text_body" = NULL, "html_body" = NULL WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "verifications" DROP COLUMN "token_encrypted";