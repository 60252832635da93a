CREATE TABLE "tutor_rating_stats" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_mean" double precision GENERATED ALWAYS AS (case when review_count > 0 then rating_sum::float8 / review_count else 0 end) STORED NOT NULL,
	CONSTRAINT "tutor_rating_stats_counts_check" CHECK ("tutor_rating_stats"."review_count" >= 0 and "tutor_rating_stats"."rating_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tutor_rating_stats" ADD CONSTRAINT "tutor_rating_stats_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_rating_stats_order_idx" ON "tutor_rating_stats" USING btree ("rating_mean" DESC NULLS LAST,"review_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tutoring_sessions_open_groups_idx" ON "tutoring_sessions" USING btree ("skill_id","starts_at") WHERE "tutoring_sessions"."status" = 'open' and "tutoring_sessions"."format" = 'group';--> statement-breakpoint
-- Hand-written (Drizzle cannot declare triggers): the stats follow the review rows in the same
-- statement, so a rating is the mean of the rows whatever writes them (the service, the seed, a test).
CREATE FUNCTION tutor_rating_stats_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tutor_rating_stats SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating
    WHERE tutor_id = OLD.tutor_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO tutor_rating_stats (tutor_id, review_count, rating_sum) VALUES (NEW.tutor_id, 1, NEW.rating)
    ON CONFLICT (tutor_id) DO UPDATE
      SET review_count = tutor_rating_stats.review_count + 1, rating_sum = tutor_rating_stats.rating_sum + NEW.rating;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_rating_stats AFTER INSERT OR DELETE OR UPDATE OF rating, tutor_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION tutor_rating_stats_follow();--> statement-breakpoint
-- Every tutor has a row from their profile on, so the directory can join instead of left-join.
CREATE FUNCTION tutor_rating_stats_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tutor_rating_stats (tutor_id) VALUES (NEW.user_id) ON CONFLICT (tutor_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tutor_profiles_rating_stats AFTER INSERT ON tutor_profiles
  FOR EACH ROW EXECUTE FUNCTION tutor_rating_stats_open();--> statement-breakpoint
INSERT INTO tutor_rating_stats (tutor_id, review_count, rating_sum)
  SELECT p.user_id, count(r.id), coalesce(sum(r.rating), 0)
  FROM tutor_profiles p LEFT JOIN reviews r ON r.tutor_id = p.user_id
  GROUP BY p.user_id;
