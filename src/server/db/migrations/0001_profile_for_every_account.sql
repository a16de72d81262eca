-- Every account has a profiles row, created in the same transaction as the account, and the
-- profile's email and role mirror the auth user's (the auth tables are the source of truth).
CREATE OR REPLACE FUNCTION right_one_create_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, email, full_name, role)
  VALUES (NEW.id, NEW.email, NEW.name, NEW.role)
  ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_creates_profile AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION right_one_create_profile();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION right_one_mirror_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, role = NEW.role, updated_at = now() WHERE id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_mirrors_profile AFTER UPDATE OF email, role ON "user"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION right_one_mirror_user();
