-- The back-office dashboard (issue 27) and the metrics: a summary of each past day, and the indexes that sum a day
-- up, answer the health panel and count the metrics' states.

-- What happened on each UTC day, summed up once the day is over (server/admin/dashboardDays.ts): payments, new
-- buyers, sales, refunds, orders entering each state and delivery times. Everything the summary counts is dated by
-- when it happened, so a past day never changes and a year of them answers the dashboard from 366 rows.
CREATE TABLE dashboard_days (
  day date PRIMARY KEY,
  summary jsonb NOT NULL,
  summed_at timestamptz NOT NULL DEFAULT now()
);

-- A day's payments, deliveries and orders entering each state: transitions by state and time.
CREATE INDEX order_transitions_by_state ON order_transitions (to_status, at) INCLUDE (from_status, order_id);
-- A day's sales (the trades ledger) and refunds.
CREATE INDEX trades_by_time ON trades (traded_at);
CREATE INDEX refunds_by_time ON refunds (created_at);
-- The health panel: each gateway's last webhook; the mail outbox by state (also the metrics).
CREATE INDEX payment_events_latest ON payment_events (gateway_id, received_at DESC);
CREATE INDEX mail_outbox_by_status ON mail_outbox (status, created_at);
