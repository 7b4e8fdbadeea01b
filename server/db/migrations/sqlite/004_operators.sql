-- Operator accounts, their passkeys and sessions, one-time verifications (set-up links,
-- WebAuthn challenges), API tokens for integrations, and sign-in failure counts shared
-- by every process. Times are milliseconds since the epoch (UTC). Secrets a client
-- presents (session and API tokens, set-up links) are stored only as SHA-256 hashes.

CREATE TABLE operators (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Stored trimmed and lower-cased; NOCASE keeps the uniqueness case-insensitive regardless.
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  -- argon2id PHC string; NULL until the operator chooses a password.
  password_hash TEXT,
  -- Base32 RFC 6238 secret; NULL until TOTP is enrolled (a password needs it).
  totp_secret TEXT,
  -- The last accepted time step: a code of this step or an earlier one is refused.
  totp_last_step INTEGER,
  disabled_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  operator_id INTEGER NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  -- base64url credential id, as the browser sends it.
  credential_id TEXT NOT NULL UNIQUE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT CHECK (transports IS NULL OR json_valid(transports)),
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_operator ON passkeys (operator_id);

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- SHA-256 (hex) of the 256-bit random token in the cookie.
  token_hash TEXT NOT NULL UNIQUE,
  operator_id INTEGER NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX sessions_operator ON sessions (operator_id);

-- One table for every one-time secret: set-up links and WebAuthn challenges.
CREATE TABLE verifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  purpose TEXT NOT NULL CHECK (purpose IN ('setup', 'passkey-register', 'passkey-sign-in')),
  token_hash TEXT NOT NULL UNIQUE,
  operator_id INTEGER REFERENCES operators (id) ON DELETE CASCADE,
  -- Purpose-specific state, e.g. the TOTP secret offered during set-up.
  data TEXT CHECK (data IS NULL OR json_valid(data)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX verifications_expiry ON verifications (expires_at);

CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);
-- One live token per name; a revoked token's name may be given to a new one.
CREATE UNIQUE INDEX api_tokens_live_name ON api_tokens (name) WHERE revoked_at IS NULL;

-- Failed sign-in counts in fixed windows, per scope ('ip', 'account', 'device', …) and key.
CREATE TABLE auth_throttle (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
) WITHOUT ROWID;

-- Keys the server signs with (the known-device cookie), made once per database so every
-- process and every restart shares them.
CREATE TABLE auth_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT INTO auth_keys (name, value) VALUES ('device-cookie', lower(hex(randomblob(32))));
