ALTER TABLE "contact_resources" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_services" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "default_language" text DEFAULT 'ID' NOT NULL;--> statement-breakpoint
ALTER TABLE "whitelabel_pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "help_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Operator text so far was English: it moves into the EN slot of its row.
UPDATE "announcements" SET "translations" = jsonb_build_object('EN', jsonb_build_object('title', "title", 'content', "content"));--> statement-breakpoint
UPDATE "help_items" SET "translations" = jsonb_build_object('EN', jsonb_build_object('title', "title", 'content', "content"));--> statement-breakpoint
UPDATE "whitelabel_pages" SET "translations" = jsonb_build_object('EN', jsonb_build_object('title', "title", 'content', "content"));--> statement-breakpoint
UPDATE "contact_resources" SET "translations" = jsonb_build_object('EN', jsonb_build_object('label', "label"));--> statement-breakpoint
UPDATE "customer_services" SET "translations" = jsonb_build_object('EN', jsonb_build_object('label', "label"));--> statement-breakpoint
ALTER TABLE "contact_resources" ALTER COLUMN "translations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_services" ALTER COLUMN "translations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "whitelabel_pages" ALTER COLUMN "translations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "translations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "help_items" ALTER COLUMN "translations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contact_resources" DROP COLUMN "label";--> statement-breakpoint
ALTER TABLE "customer_services" DROP COLUMN "label";--> statement-breakpoint
ALTER TABLE "whitelabel_pages" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "whitelabel_pages" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "help_items" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "help_items" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "contact_resources" ADD CONSTRAINT "contact_resources_translations_present" CHECK ("contact_resources"."translations" <> '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_translations_present" CHECK ("customer_services"."translations" <> '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "whitelabel_pages" ADD CONSTRAINT "whitelabel_pages_translations_present" CHECK ("whitelabel_pages"."translations" <> '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_translations_present" CHECK ("announcements"."translations" <> '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "help_items" ADD CONSTRAINT "help_items_translations_present" CHECK ("help_items"."translations" <> '{}'::jsonb);
