-- Each user's Solana (ed25519) key beside the EVM one, sealed by the same vault with its own
-- additional data (docs/security.md#solana-keys). Null until made: at first login, or on first
-- use for a user from before this version.
alter table users add column solana_address text;
alter table users add column encrypted_solana_key text;
alter table users add column solana_key_id text;
