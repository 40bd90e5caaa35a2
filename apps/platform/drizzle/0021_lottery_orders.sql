CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chase_number" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" bigint NOT NULL,
	"win_stop" boolean NOT NULL,
	"issues" integer NOT NULL,
	"planned_minor" bigint NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_number_sales" (
	"issue_id" bigint NOT NULL,
	"play_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"pick" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "lottery_number_sales_issue_id_play_id_row_no_pick_pk" PRIMARY KEY("issue_id","play_id","row_no","pick")
);
--> statement-breakpoint
CREATE TABLE "lottery_order_lines" (
	"order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"play_id" integer NOT NULL,
	"content" text NOT NULL,
	"bets" integer NOT NULL,
	"unit" text NOT NULL,
	"multiple" integer NOT NULL,
	"stake_per_bet_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"return_bp" integer NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"numero" text NOT NULL,
	"chase_id" bigint,
	"chase_seq" integer,
	"chase_multiple" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"debit_transaction_id" uuid NOT NULL,
	"close_transaction_id" uuid,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_orders_state" CHECK ("lottery_orders"."state" in ('PENDING', 'WON', 'LOST', 'CANCELLED', 'VOID')),
	CONSTRAINT "lottery_orders_amount" CHECK ("lottery_orders"."amount_minor" > 0 and "lottery_orders"."paid_minor" >= 0),
	CONSTRAINT "lottery_orders_closed" CHECK (("lottery_orders"."state" = 'PENDING') = ("lottery_orders"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "return_bp" integer DEFAULT 9800 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "min_line_minor" bigint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "max_line_minor" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "max_multiple" integer DEFAULT 999 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "max_win_minor" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "max_per_number_minor" bigint DEFAULT 2000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "max_per_issue_minor" bigint DEFAULT 10000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD COLUMN "chase_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_id_merchant_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."merchant_lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_number_sales" ADD CONSTRAINT "lottery_number_sales_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_order_lines" ADD CONSTRAINT "lottery_order_lines_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_game_id_merchant_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."merchant_lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chases_number" ON "lottery_chases" USING btree ("chase_number");--> statement-breakpoint
CREATE INDEX "lottery_chases_member_idx" ON "lottery_chases" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_number" ON "lottery_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_idx" ON "lottery_orders" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_debit_idx" ON "lottery_orders" USING btree ("debit_transaction_id");--> statement-breakpoint
CREATE INDEX "lottery_orders_chase_idx" ON "lottery_orders" USING btree ("chase_id","chase_seq");--> statement-breakpoint
CREATE INDEX "lottery_orders_pending_idx" ON "lottery_orders" USING btree ("issue_id") WHERE "lottery_orders"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "lottery_orders_issue_idx" ON "lottery_orders" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "lottery_issues_drawn_idx" ON "lottery_issues" USING btree ("draws_at") WHERE "lottery_issues"."state" = 'DRAWN';--> statement-breakpoint
ALTER TABLE "merchant_lottery_games" ADD CONSTRAINT "merchant_lottery_games_limits" CHECK ("merchant_lottery_games"."return_bp" between 1 and 10000 and "merchant_lottery_games"."min_line_minor" > 0 and "merchant_lottery_games"."max_line_minor" >= "merchant_lottery_games"."min_line_minor" and "merchant_lottery_games"."max_multiple" between 1 and 999 and "merchant_lottery_games"."max_win_minor" > 0 and "merchant_lottery_games"."max_per_number_minor" > 0 and "merchant_lottery_games"."max_per_issue_minor" > 0);