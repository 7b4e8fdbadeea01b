-- A special's words in Spanish, for the Spanish site, in the dealer's own words: empty until
-- written (the English is shown then, marked as English).
ALTER TABLE specials ADD COLUMN title_es TEXT NOT NULL DEFAULT '' CHECK (length(title_es) <= 80);
ALTER TABLE specials ADD COLUMN text_es TEXT NOT NULL DEFAULT '' CHECK (length(text_es) <= 1000);
ALTER TABLE specials ADD COLUMN fine_print_es TEXT NOT NULL DEFAULT '' CHECK (length(fine_print_es) <= 1000);
