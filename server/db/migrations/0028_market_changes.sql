CREATE SEQUENCE "public"."market_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- A change to anything the marketplace search reads takes the sequence's next value, once per
-- statement: a node's cached answer is good while the value it was computed under is still the last
-- (ADR 039). nextval is not transactional and takes no row lock, so bookings never queue on it.
CREATE FUNCTION market_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('market_changes');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON session_seats FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON tutoring_sessions FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON tutor_profiles FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON tutor_skills FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON tutor_availability FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON tutor_rating_stats FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON cities FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON skills FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name ON users FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR DELETE OR UPDATE OF age_band ON learner_profiles FOR EACH STATEMENT EXECUTE FUNCTION market_changed();--> statement-breakpoint
CREATE TRIGGER market_changed AFTER INSERT OR UPDATE OR DELETE ON family_links FOR EACH STATEMENT EXECUTE FUNCTION market_changed();
