-- The frame credential (docs/security.md): sessions, email logins, social sign-ins and Farcaster
-- channels are bound to the key of the frame that started them (sessions also to the hash of its
-- device cookie); approval nonces are used once.
alter table sessions add column frame_key_id text;
alter table sessions add column frame_cookie_id text;
alter table codes add column frame_key_id text;
alter table social_states add column frame_key_id text;
alter table farcaster_channels add column frame_key_id text;

create table approval_nonces (
  nonce text primary key,
  expires_at bigint not null
);
