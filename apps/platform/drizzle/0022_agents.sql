CREATE TABLE "agent_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"product" text NOT NULL,
	"period_type" text NOT NULL,
	"upline_id" uuid,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loss_rate_ppm" integer,
	"profit_rate_ppm" integer,
	"min_bet" bigint,
	"replaces_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"payer_id" uuid,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"team_members" integer NOT NULL,
	"active_members" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"tier" integer NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_code" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"code" text NOT NULL,
	"account_type" smallint NOT NULL,
	"rebates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bet_days" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product" text NOT NULL,
	"merchant_code" text NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "member_bet_days_member_id_day_product_pk" PRIMARY KEY("member_id","day","product")
);
--> statement-breakpoint
CREATE TABLE "member_fund_days" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"merchant_code" text NOT NULL,
	"deposit" bigint NOT NULL,
	"deposits" integer NOT NULL,
	"first_deposit" boolean NOT NULL,
	"withdrawal" bigint NOT NULL,
	"withdrawals" integer NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "member_fund_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_rebates" (
	"member_id" uuid NOT NULL,
	"product" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	CONSTRAINT "member_rebates_member_id_product_pk" PRIMARY KEY("member_id","product"),
	CONSTRAINT "member_rebates_rate" CHECK ("member_rebates"."rate_ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "team_days" (
	"agent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"merchant_code" text NOT NULL,
	"new_members" integer NOT NULL,
	"first_depositors" integer NOT NULL,
	"active_members" integer NOT NULL,
	"deposit" bigint NOT NULL,
	"withdrawal" bigint NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "team_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_paths" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "team_paths_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "team_rollups" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bet_days" ADD CONSTRAINT "member_bet_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fund_days" ADD CONSTRAINT "member_fund_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rebates" ADD CONSTRAINT "member_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_days" ADD CONSTRAINT "team_days_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_paths" ADD CONSTRAINT "team_paths_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rollups" ADD CONSTRAINT "team_rollups_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_key" ON "agent_contracts" USING btree ("member_id","type","product") WHERE "agent_contracts"."status" in ('A', 'V');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer_key" ON "agent_contracts" USING btree ("member_id","type","product") WHERE "agent_contracts"."status" in ('P', 'E');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","type","created_at");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_code","type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_payouts_period_key" ON "contract_payouts" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "contract_payouts_member_idx" ON "contract_payouts" USING btree ("member_id","type","created_at");--> statement-breakpoint
CREATE INDEX "contract_payouts_payer_idx" ON "contract_payouts" USING btree ("payer_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_code_key" ON "invite_links" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "invite_links_agent_idx" ON "invite_links" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "member_bet_days_merchant_idx" ON "member_bet_days" USING btree ("merchant_code","day");--> statement-breakpoint
CREATE INDEX "member_fund_days_merchant_idx" ON "member_fund_days" USING btree ("merchant_code","day");--> statement-breakpoint
CREATE INDEX "team_days_merchant_idx" ON "team_days" USING btree ("merchant_code","day");--> statement-breakpoint
CREATE INDEX "team_paths_level_idx" ON "team_paths" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
CREATE INDEX "team_paths_descendant_idx" ON "team_paths" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_rewards_idx" ON "ledger_transactions" USING btree ("merchant_code","created_at") WHERE "ledger_transactions"."kind" in ('BONUS', 'SALARY', 'DIVIDEND');--> statement-breakpoint
CREATE INDEX "deposit_orders_decided_idx" ON "deposit_orders" USING btree ("merchant_code","decided_at") WHERE "deposit_orders"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "withdrawals_decided_idx" ON "withdrawals" USING btree ("merchant_code","decided_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("merchant_code","settled_at") WHERE "game_rounds"."status" = 'SETTLED';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REVERSAL', 'TRANSFER', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER', 'ADJUSTMENT', 'BONUS', 'BET', 'WIN', 'BET_REFUND', 'SALARY', 'DIVIDEND', 'WITHDRAWAL_PAYOUT'));--> statement-breakpoint
-- Hand-written: the team tree's closure rows are written by the database as a member is
-- inserted (any path: registration, an agent's direct registration, the operator, the seed),
-- in the insert's own transaction: its own row at depth 0 and one per ancestor of its upline.
CREATE FUNCTION "members_team_paths"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "team_paths" ("ancestor_id", "descendant_id", "depth") VALUES (NEW."id", NEW."id", 0);
	IF NEW."upline_id" IS NOT NULL THEN
		INSERT INTO "team_paths" ("ancestor_id", "descendant_id", "depth")
		SELECT "ancestor_id", NEW."id", "depth" + 1 FROM "team_paths" WHERE "descendant_id" = NEW."upline_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "members_team_paths" AFTER INSERT ON "members"
	FOR EACH ROW EXECUTE FUNCTION "members_team_paths"();--> statement-breakpoint
-- The members there are before this migration, their trees walked once.
INSERT INTO "team_paths" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE "up" ("ancestor_id", "descendant_id", "depth") AS (
	SELECT "id", "id", 0 FROM "members"
	UNION ALL
	SELECT m."upline_id", "up"."descendant_id", "up"."depth" + 1
	FROM "up" JOIN "members" m ON m."id" = "up"."ancestor_id"
	WHERE m."upline_id" IS NOT NULL AND "up"."depth" < 100
)
SELECT "ancestor_id", "descendant_id", "depth" FROM "up";
