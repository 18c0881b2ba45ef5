CREATE TABLE "catch_photos" (
	"ref" text PRIMARY KEY NOT NULL,
	"uploaded_by" integer NOT NULL,
	"image" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "catch_photos_bounded" CHECK ("catch_photos"."bytes" <= 307200)
);
