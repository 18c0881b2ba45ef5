CREATE TABLE "catches" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL,
	"status" text GENERATED ALWAYS AS ((doc->>'status')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL,
	"team_id" integer GENERATED ALWAYS AS ((((doc->>'team_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorings" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"competition_id" integer GENERATED ALWAYS AS ((((doc->>'competition_id'))::integer)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catches_competition_status_idx" ON "catches" USING btree ("competition_id","status");--> statement-breakpoint
CREATE INDEX "catches_team_idx" ON "catches" USING btree ("team_id");