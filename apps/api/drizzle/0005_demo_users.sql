ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Installations seeded before the marker existed: the demo's three fixed accounts.
UPDATE "users" SET "demo" = true WHERE "email" IN ('admin@demo.candor.local', 'company.admin@demo.candor.local', 'candidate@demo.candor.local');
