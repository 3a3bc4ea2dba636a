-- Party menu documents (spec §2.7 "Party menus document page", §3 "Party menu response", §7.6 `rest/party-menus`;
-- issue 16). Menu teams upload a PDF with `covers documents add` for a bar (or every bar), a category
-- ("Christmas Parties") and a menu type ("Food", "Drinks") over a date range; the documents page of a bar and
-- date lists the ones whose range holds the date, a card per category and a link per menu type. The file is
-- kept in the document store (src/server/documents/) under file_key: one file for all the rows of one upload.
CREATE TABLE party_menu_categories (
  id    serial PRIMARY KEY,
  name  text NOT NULL UNIQUE CHECK (btrim(name) <> '')
);

CREATE TABLE party_menu_types (
  id    serial PRIMARY KEY,
  name  text NOT NULL UNIQUE CHECK (btrim(name) <> '')
);

CREATE TABLE party_menu_documents (
  id           serial PRIMARY KEY,
  bar_id       integer NOT NULL REFERENCES bars(id) ON DELETE CASCADE,
  category_id  integer NOT NULL REFERENCES party_menu_categories(id),
  type_id      integer NOT NULL REFERENCES party_menu_types(id),
  starts_on    date NOT NULL,
  ends_on      date NOT NULL CHECK (ends_on >= starts_on),
  file_key     text NOT NULL CHECK (file_key <> ''),
  file_name    text NOT NULL,
  uploaded_at  timestamptz NOT NULL
);
CREATE INDEX party_menu_documents_bar_idx ON party_menu_documents (bar_id, starts_on);
