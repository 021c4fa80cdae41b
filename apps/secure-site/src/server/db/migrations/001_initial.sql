-- The schema as it stood before versioned migrations; a database made then is adopted at version 1.
create table users (
  id text primary key,
  email text unique,
  social_provider text,
  social_subject text,
  farcaster_fid text unique,
  user_name text,
  eoa_address text not null,
  encrypted_key text not null,
  preferred_account_type text not null default 'eoa',
  preferred_account_chosen boolean not null default false,
  created_at bigint not null,
  unique (social_provider, social_subject)
);

create table devices (
  email text not null,
  device_id text not null,
  approved_at bigint not null,
  primary key (email, device_id)
);

create table device_approvals (
  token_hash text primary key,
  login_id text not null,
  approved_at bigint,
  expires_at bigint not null
);

create table codes (
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

create table sessions (
  token_hash text primary key,
  user_id text not null,
  device_id text,
  expires_at bigint not null
);

create table social_states (
  state text primary key,
  provider text not null,
  opener_origin text not null,
  code text,
  subject text,
  user_name text,
  expires_at bigint not null,
  consumed_at bigint
);

create table farcaster_channels (
  channel text primary key,
  fid text,
  user_name text,
  expires_at bigint not null,
  consumed_at bigint
);

create table call_batches (
  id text primary key,
  user_id text not null,
  chain_id integer not null,
  atomic boolean not null,
  hashes text not null
);
