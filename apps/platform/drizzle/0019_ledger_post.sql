-- What a key that answered before answers now: its result, or why not.
CREATE FUNCTION "ledger_replay"(p_first_hash text, p_first_result jsonb, p_request_hash text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN p_first_result IS NULL THEN jsonb_build_object('status', 'conflict')
		WHEN p_first_hash <> p_request_hash THEN jsonb_build_object('status', 'reused')
		ELSE jsonb_build_object('status', 'replayed', 'result', p_first_result)
	END
$$;--> statement-breakpoint
-- Hand-written: one ledger transaction in one statement (ledger.ts, post), so a movement costs
-- one round trip instead of eight. Refusals write nothing and answer a status, so a post inside
-- a caller's transaction needs no savepoint; the postings' balance is still checked at commit by
-- the deferred trigger ledger_postings_balanced.
--   p_postings: [{"accountId": uuid, "amount": "signed minor units"}, ...] in posting order.
--   p_total_of: a member whose wallets' total (after the post) the answer carries, or null.
-- Answers {"status": "posted" | "replayed", "result": <ledger_transactions.result>, "total": text}
-- or {"status": "reused" | "conflict" | "insufficient" | "unknown_account" | "other_merchant"}.
CREATE FUNCTION "ledger_post"(
	p_merchant_code text,
	p_kind text,
	p_reference text,
	p_idempotency_key text,
	p_request_hash text,
	p_postings jsonb,
	p_total_of uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_ids uuid[];
	v_accounts uuid[] := '{}';
	v_balances bigint[] := '{}';
	v_of_member boolean[] := '{}';
	v_account record;
	v_posting record;
	v_at int;
	v_after bigint;
	v_lines jsonb := '[]';
	v_transaction uuid := gen_random_uuid();
	v_inserted uuid;
	v_first record;
	v_total bigint;
BEGIN
	-- A retry answers the key's first result before anything is locked.
	SELECT "request_hash", "result" INTO v_first FROM "ledger_transactions"
		WHERE "merchant_code" = p_merchant_code AND "idempotency_key" = p_idempotency_key;
	IF FOUND THEN
		RETURN "ledger_replay"(v_first."request_hash", v_first."result", p_request_hash);
	END IF;

	-- Lock every touched account in id order, so two movements never wait on each other.
	SELECT array_agg(DISTINCT (p ->> 'accountId')::uuid) INTO v_ids FROM jsonb_array_elements(p_postings) p;
	FOR v_account IN
		SELECT a."id", a."member_id" IS NOT NULL AS "of_member", a."balance",
			coalesce(a."merchant_code", m."merchant_code") AS "merchant_code"
		FROM "wallet_accounts" a LEFT JOIN "members" m ON m."id" = a."member_id"
		WHERE a."id" = ANY (v_ids) ORDER BY a."id" FOR UPDATE OF a
	LOOP
		IF v_account."merchant_code" IS DISTINCT FROM p_merchant_code THEN
			RETURN jsonb_build_object('status', 'other_merchant');
		END IF;
		v_accounts := v_accounts || v_account."id";
		v_balances := v_balances || v_account."balance";
		v_of_member := v_of_member || v_account."of_member";
	END LOOP;
	IF cardinality(v_accounts) <> cardinality(v_ids) THEN
		RETURN jsonb_build_object('status', 'unknown_account');
	END IF;

	-- Running balances in posting order; a member wallet never goes below zero.
	FOR v_posting IN
		SELECT (p ->> 'accountId')::uuid AS "account_id", (p ->> 'amount')::bigint AS "amount"
		FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS e(p, n) ORDER BY n
	LOOP
		v_at := array_position(v_accounts, v_posting."account_id");
		v_after := v_balances[v_at] + v_posting."amount";
		IF v_after < 0 AND v_of_member[v_at] THEN
			RETURN jsonb_build_object('status', 'insufficient');
		END IF;
		v_balances[v_at] := v_after;
		v_lines := v_lines || jsonb_build_object(
			'accountId', v_posting."account_id",
			'amount', v_posting."amount"::text,
			'balanceAfter', v_after::text);
	END LOOP;

	-- The key: a concurrent request with it waits here until that one commits, then replays it.
	INSERT INTO "ledger_transactions"
		("id", "merchant_code", "kind", "reference", "idempotency_key", "request_hash", "result")
	VALUES (v_transaction, p_merchant_code, p_kind, p_reference, p_idempotency_key, p_request_hash,
		jsonb_build_object('transactionId', v_transaction, 'postings', v_lines))
	ON CONFLICT ("merchant_code", "idempotency_key") DO NOTHING
	RETURNING "id" INTO v_inserted;
	IF v_inserted IS NULL THEN
		SELECT "request_hash", "result" INTO v_first FROM "ledger_transactions"
			WHERE "merchant_code" = p_merchant_code AND "idempotency_key" = p_idempotency_key;
		RETURN "ledger_replay"(v_first."request_hash", v_first."result", p_request_hash);
	END IF;

	INSERT INTO "ledger_postings" ("transaction_id", "account_id", "amount", "balance_after")
	SELECT v_transaction, (l ->> 'accountId')::uuid, (l ->> 'amount')::bigint, (l ->> 'balanceAfter')::bigint
	FROM jsonb_array_elements(v_lines) WITH ORDINALITY AS e(l, n) ORDER BY n;
	UPDATE "wallet_accounts" a SET "balance" = b."balance"
	FROM unnest(v_accounts, v_balances) AS b("id", "balance") WHERE a."id" = b."id";

	IF p_total_of IS NOT NULL THEN
		SELECT coalesce(sum("balance"), 0) INTO v_total FROM "wallet_accounts" WHERE "member_id" = p_total_of;
	END IF;
	RETURN jsonb_build_object(
		'status', 'posted',
		'result', jsonb_build_object('transactionId', v_transaction, 'postings', v_lines),
		'total', v_total::text);
END;
$$;
