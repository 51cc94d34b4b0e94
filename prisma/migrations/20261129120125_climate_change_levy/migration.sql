-- Written by hand (no schema change): the energy comparison adds Climate Change Levy to both sides (issue 44), so a
-- database starts with HMRC's main rates in force from 1 April 2025 (£0.00775 a kWh of electricity, £0.00791 of gas),
-- entered by no one. An admin changes or clears them in the console (Finance figures) like any other figures, and this
-- runs once, so a clear stays cleared. A database that has some already keeps them.
INSERT INTO "FinanceSetting" ("kind", "data", "updatedAt")
VALUES ('climateChangeLevy', '{"inForceFrom": "2025-04-01", "electricityPencePerKwh": 0.775, "gasPencePerKwh": 0.791}', CURRENT_TIMESTAMP)
ON CONFLICT ("kind") DO NOTHING;
