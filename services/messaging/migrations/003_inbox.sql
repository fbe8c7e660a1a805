-- The inbox: admin messages to one user or to everyone ('all'), each user's read marks, and the
-- users messaging knows of (its copy of the user service's accounts, kept from user.* events).

CREATE TABLE messaging.users (
  id text PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  -- When the account was announced (the user.registered envelope's occurredAt, or the first
  -- event seen): broadcasts sent before it are not this user's.
  registered_at timestamptz NOT NULL
);
CREATE INDEX users_by_username ON messaging.users (lower(username), id);

-- Message positions. Only the send path draws from it, inside the positions lock
-- (src/inbox/message-positions.ts), so positions grow in commit order.
CREATE SEQUENCE messaging.message_seq AS bigint;

CREATE TABLE messaging.messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint NOT NULL UNIQUE,
  -- A user id, or 'all' for a broadcast.
  user_id text NOT NULL,
  message text NOT NULL CHECK (btrim(message) <> ''),
  from_admin boolean NOT NULL,
  sender_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A reader's personal messages newest first, and the broadcasts ('all') since a registration.
CREATE INDEX messages_by_addressee ON messaging.messages (user_id, seq DESC);
CREATE INDEX broadcasts_by_time ON messaging.messages (created_at) WHERE user_id = 'all';

-- A broadcast is read per user, so read state lives here rather than on the message.
CREATE TABLE messaging.message_reads (
  message_id uuid NOT NULL REFERENCES messaging.messages (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX message_reads_by_user ON messaging.message_reads (user_id);
