-- Optimistic concurrency for session updates: a process may keep a session in memory and write it back
-- only if nobody else has changed it since.
ALTER TABLE booking_sessions ADD COLUMN version integer NOT NULL DEFAULT 0;
