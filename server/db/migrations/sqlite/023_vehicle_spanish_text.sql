-- The dealer's own words for a vehicle in Spanish, for the Spanish site: empty until the
-- dealer writes them (the English is shown then, marked as English).
ALTER TABLE vehicles ADD COLUMN description_es TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN features_es TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features_es));
