import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type IdentityDatabase = Database.Database;

/**
 * `${DATA_DIR}/identity.db`: accounts, one-time codes, the oidc-provider models (sessions, grants, tokens) and the
 * refresh-token lifetime chosen per grant. WAL, so the CLI can read while the server writes.
 */
export function openIdentityDatabase(file: string): IdentityDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('busy_timeout = 5000'); // first: the WAL switch takes a lock another process may hold
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts (
      sub TEXT PRIMARY KEY,
      username TEXT NOT NULL,
      username_key TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL,
      email_key TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      phone_number TEXT,
      name TEXT,
      family_name TEXT,
      given_name TEXT,
      email_verified INTEGER NOT NULL DEFAULT 0,
      disabled INTEGER NOT NULL DEFAULT 0,
      totp_secret TEXT,
      totp_enabled INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      last_login_at TEXT
    );
    CREATE TABLE IF NOT EXISTS one_time_codes (
      sub TEXT NOT NULL,
      purpose TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (sub, purpose)
    );
    CREATE TABLE IF NOT EXISTS oidc_models (
      model TEXT NOT NULL,
      id TEXT NOT NULL,
      payload TEXT NOT NULL,
      grant_id TEXT,
      user_code TEXT,
      uid TEXT,
      expires_at INTEGER,
      consumed_at INTEGER,
      PRIMARY KEY (model, id)
    );
    CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grant_id) WHERE grant_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid) WHERE uid IS NOT NULL;
    CREATE INDEX IF NOT EXISTS oidc_models_user_code ON oidc_models (model, user_code) WHERE user_code IS NOT NULL;
    CREATE INDEX IF NOT EXISTS oidc_models_expiry ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;
    CREATE TABLE IF NOT EXISTS grant_token_expiry (
      grant_id TEXT PRIMARY KEY,
      days INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS pending_sign_ins (
      interaction_uid TEXT PRIMARY KEY,
      sub TEXT NOT NULL,
      purpose TEXT NOT NULL,
      totp_secret TEXT,
      expires_at INTEGER NOT NULL
    );
  `);
  return db;
}
