/** The secure site's tables; every statement is idempotent so opening an existing database is safe. */
export const SCHEMA_SQL = `
create table if not exists users (
  id text primary key,
  email text unique,
  social_provider text,
  social_subject text,
  farcaster_fid text unique,
  user_name text,
  eoa_address text not null,
  encrypted_key text not null,
  preferred_account_type text not null default 'eoa',
  created_at bigint not null,
  unique (social_provider, social_subject)
);
create table if not exists devices (
  email text not null,
  device_id text not null,
  approved_at bigint not null,
  primary key (email, device_id)
);
create table if not exists device_approvals (
  token_hash text primary key,
  login_id text not null,
  approved_at bigint,
  expires_at bigint not null
);
create table if not exists codes (
  id text primary key,
  purpose text not null,
  email text not null,
  device_id text,
  user_id text,
  code_hash text,
  attempts integer not null default 0,
  expires_at bigint not null,
  consumed_at bigint,
  created_at bigint not null
);
create table if not exists sessions (
  token_hash text primary key,
  user_id text not null,
  device_id text,
  expires_at bigint not null
);
alter table sessions add column if not exists device_id text;
alter table users add column if not exists preferred_account_chosen boolean not null default false;
create table if not exists social_states (
  state text primary key,
  provider text not null,
  opener_origin text not null,
  code text,
  subject text,
  user_name text,
  expires_at bigint not null,
  consumed_at bigint
);
create table if not exists farcaster_channels (
  channel text primary key,
  fid text,
  user_name text,
  expires_at bigint not null,
  consumed_at bigint
);
create table if not exists call_batches (
  id text primary key,
  user_id text not null,
  chain_id integer not null,
  atomic boolean not null,
  hashes text not null
);
-- The frame credential (docs/security.md): sessions, email logins, social sign-ins and Farcaster
-- channels are bound to the key of the frame that started them (sessions also to the hash of its
-- device cookie); approval nonces are used once.
alter table sessions add column if not exists frame_key_id text;
alter table sessions add column if not exists frame_cookie_id text;
alter table codes add column if not exists frame_key_id text;
alter table social_states add column if not exists frame_key_id text;
alter table farcaster_channels add column if not exists frame_key_id text;
create table if not exists approval_nonces (
  nonce text primary key,
  expires_at bigint not null
);
`
