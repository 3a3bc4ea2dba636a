-- A society's contract with the group (spec §2.5, §3 "Contract", §4, §7.5; issue 15). The society's signatory
-- opens it by a link carrying two random 192-bit secrets: the contract's code and the admin code issued with it.
-- They read it to the end (viewed_at), then sign: the signature image (PNG) and who signed are stored once,
-- and a signed contract is never changed again (the trigger refuses any update of a signed row).
CREATE TABLE society_contracts (
  id               serial PRIMARY KEY,
  society_id       integer NOT NULL REFERENCES societies(id),
  code             text NOT NULL UNIQUE,
  admin_code       text NOT NULL,
  -- The person the society named to sign: the page says they are signing.
  signatory_name   text NOT NULL,
  title            text NOT NULL,
  -- The terms as written: a line starting with "## " is a heading; a blank line ends a paragraph.
  terms            text NOT NULL,
  created_at       timestamptz NOT NULL,
  viewed_at        timestamptz,
  signed_at        timestamptz,
  signed_by        text,
  signature_png    bytea,
  CHECK ((signed_at IS NULL) = (signed_by IS NULL) AND (signed_at IS NULL) = (signature_png IS NULL)),
  CHECK (signed_at IS NULL OR viewed_at IS NOT NULL)
);
CREATE INDEX society_contracts_society_idx ON society_contracts (society_id);

-- (The body stays on one line: the migration runner splits statements at a semicolon ending a line.)
CREATE FUNCTION society_contract_signed_is_final() RETURNS trigger LANGUAGE plpgsql AS
  $$ BEGIN RAISE EXCEPTION 'society contract % is signed and cannot be changed', OLD.id; END $$;
CREATE TRIGGER society_contract_signed_is_final BEFORE UPDATE OR DELETE ON society_contracts
  FOR EACH ROW WHEN (OLD.signed_at IS NOT NULL) EXECUTE FUNCTION society_contract_signed_is_final();
