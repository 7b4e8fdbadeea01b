-- What an API token may do: 'integration' tokens use the admin API (as staff);
-- 'metrics' tokens only read GET /metrics, so a monitoring system's secret opens nothing else.
ALTER TABLE api_tokens ADD COLUMN scope TEXT NOT NULL DEFAULT 'integration' CHECK (scope IN ('integration', 'metrics'));
