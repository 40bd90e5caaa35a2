ALTER TABLE "deposit_orders" ALTER COLUMN "pay_to" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;