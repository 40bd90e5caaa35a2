CREATE TABLE "agent_offer_rules" (
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"allowed" boolean NOT NULL,
	"max_rate_ppm" integer,
	CONSTRAINT "agent_offer_rules_member_id_type_pk" PRIMARY KEY("member_id","type"),
	CONSTRAINT "agent_offer_rules_rate" CHECK ("agent_offer_rules"."max_rate_ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "rebate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"own" bigint NOT NULL,
	"differential" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ledger_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
DROP INDEX "ledger_transactions_rewards_idx";--> statement-breakpoint
ALTER TABLE "agent_offer_rules" ADD CONSTRAINT "agent_offer_rules_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_payouts_day_key" ON "rebate_payouts" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "rebate_payouts_merchant_idx" ON "rebate_payouts" USING btree ("merchant_code","day");--> statement-breakpoint
CREATE INDEX "lottery_orders_settled_idx" ON "lottery_orders" USING btree ("merchant_code","settled_at") WHERE "lottery_orders"."state" in ('WON', 'LOST');--> statement-breakpoint
CREATE INDEX "ledger_transactions_rewards_idx" ON "ledger_transactions" USING btree ("merchant_code","created_at") WHERE "ledger_transactions"."kind" in ('BONUS', 'SALARY', 'DIVIDEND', 'REBATE');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REVERSAL', 'TRANSFER', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER', 'ADJUSTMENT', 'BONUS', 'BET', 'WIN', 'BET_REFUND', 'SALARY', 'DIVIDEND', 'REBATE', 'WITHDRAWAL_PAYOUT'));