-- What visitors do on the site, as anonymous daily totals: page views per page, phone-link
-- clicks per page and form starts per form. One row per day, kind and page (or form),
-- counted up in place; nothing about a visitor (no address, identifier or browser) is kept.
CREATE TABLE site_activity (
  -- YYYY-MM-DD.
  day TEXT NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  kind TEXT NOT NULL CHECK (kind IN ('page-view', 'phone-click', 'form-start')),
  subject TEXT NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 300),
  count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (day, kind, subject)
);
