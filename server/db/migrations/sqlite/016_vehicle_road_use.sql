-- What each vehicle is under Pennsylvania law: a golf cart (not street legal; 20 mph or
-- less), a low-speed vehicle (titled and registered, street legal) or an off-road vehicle
-- (utility, private land). Where nothing says otherwise the cautious value stands: a golf
-- cart, not street legal, until the dealer sets it.
ALTER TABLE vehicles ADD COLUMN road_use TEXT NOT NULL DEFAULT 'golf-cart'
  CHECK (road_use IN ('golf-cart', 'lsv', 'off-road'));

-- The seed inventory, from the line-up's facts (server/inventory/seed.ts makes the same
-- choice for a fresh install): the Street Legal series is sold as an LSV; the Utility series
-- (above 20 mph) is for private land; everything else stays a golf cart.
UPDATE vehicles SET road_use = 'lsv' WHERE id = 'denago-ev-city';
UPDATE vehicles SET road_use = 'off-road'
 WHERE id IN ('denago-ev-rover-xl', 'denago-ev-rover-xl6', 'denago-ev-rover-xxl');
