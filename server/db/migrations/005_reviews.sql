-- Reviews written on the site: who wrote them (the author's name is kept as written, the account may go),
-- and who moderated them and when.

ALTER TABLE reviews
  ADD COLUMN user_id int REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN moderated_by int REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN moderated_at timestamptz;

-- One review waiting for verification per customer: the index is what refuses a second one, even when two
-- submissions race.
CREATE UNIQUE INDEX reviews_one_pending_per_user ON reviews (user_id) WHERE status = 'pending';

-- The moderation queue reads a status oldest first.
CREATE INDEX reviews_by_status_oldest ON reviews (status, created_at, id);
