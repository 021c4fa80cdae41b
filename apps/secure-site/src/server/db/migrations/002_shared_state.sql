-- Which server key sealed each wallet key, so a rotation can re-seal them one by one while
-- readers hold both keys. Null: sealed before key ids existed (any key in the ring may open it).
alter table users add column key_id text;

-- The per-address mail limit, shared by every instance of the site: the send times still inside
-- the window, updated in one statement so two instances can never both take the last slot.
create table send_limits (
  address text primary key,
  sent_at bigint[] not null
);
