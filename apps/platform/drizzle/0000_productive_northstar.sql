CREATE TABLE "app_resources" (
	"merchant_code" text NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text NOT NULL,
	"label_name_cn" text NOT NULL,
	"file_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "app_resources_merchant_code_resource_type_pk" PRIMARY KEY("merchant_code","resource_type")
);
--> statement-breakpoint
CREATE TABLE "contact_resources" (
	"merchant_code" text NOT NULL,
	"resource_type" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "contact_resources_merchant_code_resource_type_pk" PRIMARY KEY("merchant_code","resource_type")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"dialing_code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_services" (
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "customer_services_merchant_code_type_pk" PRIMARY KEY("merchant_code","type")
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "logos_merchant_code_kind_code_pk" PRIMARY KEY("merchant_code","kind","code")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"theme_color" text NOT NULL,
	"copyright_year" integer NOT NULL,
	"register_enabled" boolean DEFAULT true NOT NULL,
	"gtag_id" text,
	"image_cdns" text[] DEFAULT '{}' NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}' NOT NULL,
	"domain_list" text[] DEFAULT '{}' NOT NULL,
	"nav_sorting" text[] NOT NULL,
	"esports_vassalages" text[] DEFAULT '{}' NOT NULL,
	"maintenance_on" boolean DEFAULT false NOT NULL,
	"maintenance_until" timestamp with time zone,
	"maintenance_notice" text,
	"region_restriction_on" boolean DEFAULT false NOT NULL,
	"allowed_countries" text[] DEFAULT '{"ID"}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" text NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "register_field_rules_merchant_code_name_pk" PRIMARY KEY("merchant_code","name")
);
--> statement-breakpoint
CREATE TABLE "setting_nodes" (
	"merchant_code" text NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "setting_nodes_merchant_code_mod_id_pk" PRIMARY KEY("merchant_code","mod_id")
);
--> statement-breakpoint
CREATE TABLE "whitelabel_pages" (
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "whitelabel_pages_merchant_code_code_pk" PRIMARY KEY("merchant_code","code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"room_id" text,
	"account_type_name" text NOT NULL,
	"show_icon" text NOT NULL,
	"support_play" boolean NOT NULL,
	"is_game" text NOT NULL,
	"code" text,
	"default_play_type" text,
	"is_hot" boolean NOT NULL,
	"table_type" text,
	"min_bet_minor" integer NOT NULL,
	"prize_mode" text,
	"popularity" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_code" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"game_name" text NOT NULL,
	"account_type_name" text NOT NULL,
	"default_play_type" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"label_name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"merchant_code" text NOT NULL,
	"vassalage" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_code_vassalage_pk" PRIMARY KEY("merchant_code","vassalage")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"category" text NOT NULL,
	"small_icon" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"ip" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_items" (
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "help_items_merchant_code_code_pk" PRIMARY KEY("merchant_code","code")
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_resources" ADD CONSTRAINT "app_resources_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_resources" ADD CONSTRAINT "contact_resources_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_nodes" ADD CONSTRAINT "setting_nodes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_pages" ADD CONSTRAINT "whitelabel_pages_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vassalage_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_group_code_lottery_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."lottery_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vassalage_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_items" ADD CONSTRAINT "help_items_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_vassalage_idx" ON "games" USING btree ("vassalage","sort_order");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("game_type");--> statement-breakpoint
CREATE INDEX "announcements_listing_idx" ON "announcements" USING btree ("merchant_code","type","published_at");--> statement-breakpoint
CREATE INDEX "throttle_hits_bucket_idx" ON "throttle_hits" USING btree ("bucket","at");