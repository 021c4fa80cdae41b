-- ERC-7715 permissions the visitor granted (docs/behaviour.md#wallet-methods): each is kept for the
-- session that asked for it (the hash of its token) and answers by its context until revoked.
create table wallet_permissions (
  context text primary key,
  session_hash text not null,
  user_id text not null,
  chain_id integer not null,
  address text not null,
  expiry bigint not null,
  permissions text not null,
  revoked_at bigint
);
