-- The language the customer wrote in: the language of the page the form was on (English at
-- the root, Spanish under /es). Every lead before this one was sent from an English page.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
