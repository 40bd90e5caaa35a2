CREATE TABLE "read_versions" (
	"merchant_code" text NOT NULL,
	"area" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "read_versions_merchant_code_area_pk" PRIMARY KEY("merchant_code","area")
);
