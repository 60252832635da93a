DROP INDEX "tutoring_sessions_open_groups_idx";--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD COLUMN "seats_held" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tutoring_sessions_open_groups_idx" ON "tutoring_sessions" USING btree ("skill_id","starts_at") WHERE "tutoring_sessions"."status" = 'open' and "tutoring_sessions"."format" = 'group' and "tutoring_sessions"."seats_held" > 0;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_seats_held_check" CHECK ("tutoring_sessions"."seats_held" between 0 and "tutoring_sessions"."capacity");--> statement-breakpoint
-- Hand-written (Drizzle cannot declare triggers): every seat write moves its session's count in the
-- same statement, whichever code writes it (booking, cancelling, moving, expiring, the seed, a test).
CREATE FUNCTION session_seats_held_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := 0;
  now_held integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('held', 'confirmed') THEN was := 1; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('held', 'confirmed') THEN now_held := 1; END IF;
  IF TG_OP = 'UPDATE' AND OLD.session_id <> NEW.session_id THEN
    UPDATE tutoring_sessions SET seats_held = seats_held - was WHERE id = OLD.session_id AND was = 1;
    UPDATE tutoring_sessions SET seats_held = seats_held + now_held WHERE id = NEW.session_id AND now_held = 1;
  ELSIF now_held <> was THEN
    UPDATE tutoring_sessions SET seats_held = seats_held + now_held - was
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.session_id ELSE NEW.session_id END;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_seats_held AFTER INSERT OR DELETE OR UPDATE OF status, session_id ON session_seats
  FOR EACH ROW EXECUTE FUNCTION session_seats_held_follow();--> statement-breakpoint
UPDATE tutoring_sessions s SET seats_held = c.n
  FROM (SELECT session_id, count(*)::int AS n FROM session_seats WHERE status IN ('held', 'confirmed') GROUP BY session_id) c
  WHERE c.session_id = s.id;
