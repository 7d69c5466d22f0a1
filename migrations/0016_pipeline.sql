-- The manager's pipeline (issue 21, docs/product.md#pipeline): every request — door quotes, furniture and general
-- enquiries — has a status (New → Contacted → Measured → Quoted → Won or Lost, with a reason), a follow-up date, and
-- an activity list of dated entries signed by the admin who made them; a request deleted on the customer's demand
-- leaves a record of the deletion with no personal data in it.
--
-- "Delivered" (SPEC: the manager has dealt with it) maps onto the status: not delivered is New, delivered is any
-- later status; rows marked delivered before this migration become Contacted. Expand only: the delivered column stays
-- and is kept in step both ways: the new code writes it with every status (delivered = status <> 'NEW'), and a
-- trigger moves the status when code older than the statuses (live while this runs, or after a rollback) ticks or
-- unticks delivered alone — ticked, New becomes Contacted (a later status stays); unticked, it is New again.
ALTER TABLE quotes
  ADD COLUMN status text NOT NULL DEFAULT 'NEW'
    CHECK (status IN ('NEW', 'CONTACTED', 'MEASURED', 'QUOTED', 'WON', 'LOST')),
  ADD COLUMN lost_reason text,
  ADD COLUMN follow_up_on date;
UPDATE quotes SET status = 'CONTACTED' WHERE delivered;

ALTER TABLE inquiries
  ADD COLUMN status text NOT NULL DEFAULT 'NEW'
    CHECK (status IN ('NEW', 'CONTACTED', 'MEASURED', 'QUOTED', 'WON', 'LOST')),
  ADD COLUMN lost_reason text,
  ADD COLUMN follow_up_on date;
UPDATE inquiries SET status = 'CONTACTED' WHERE delivered;

CREATE FUNCTION delivered_moves_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delivered IS DISTINCT FROM OLD.delivered AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    IF NEW.delivered THEN
      IF OLD.status = 'NEW' THEN
        NEW.status := 'CONTACTED';
      END IF;
    ELSE
      NEW.status := 'NEW';
      NEW.lost_reason := NULL;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER quotes_delivered_moves_status BEFORE UPDATE OF delivered ON quotes
  FOR EACH ROW EXECUTE FUNCTION delivered_moves_status();
CREATE TRIGGER inquiries_delivered_moves_status BEFORE UPDATE OF delivered ON inquiries
  FOR EACH ROW EXECUTE FUNCTION delivered_moves_status();

-- The inbox filters by status; the overview lists follow-ups due.
CREATE INDEX quotes_status_created_idx ON quotes (status, created_at DESC);
CREATE INDEX inquiries_type_status_created_idx ON inquiries (type, status, created_at DESC);
-- The follow-up sort both ways, in the list's whole order (undated rows last either way; ties newest first), so a
-- page reads only its rows; and the overview's open follow-ups due by today, in their order.
CREATE INDEX quotes_follow_up_idx ON quotes (follow_up_on, created_at DESC, id DESC);
CREATE INDEX quotes_follow_up_desc_idx ON quotes (follow_up_on DESC NULLS LAST, created_at DESC, id DESC);
CREATE INDEX inquiries_follow_up_idx ON inquiries (follow_up_on, created_at DESC, id DESC);
CREATE INDEX inquiries_follow_up_desc_idx ON inquiries (follow_up_on DESC NULLS LAST, created_at DESC, id DESC);
CREATE INDEX quotes_open_follow_up_idx ON quotes (follow_up_on, created_at)
  WHERE follow_up_on IS NOT NULL AND status NOT IN ('WON', 'LOST');
CREATE INDEX inquiries_open_follow_up_idx ON inquiries (follow_up_on, created_at)
  WHERE follow_up_on IS NOT NULL AND status NOT IN ('WON', 'LOST');

-- One entry per change the manager made to a request: a status (with the reason when Lost), a note, a follow-up
-- date. admin_email is kept as it was (an admin removed later still signs their entries). Deleted with the request.
CREATE TABLE request_activity (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_kind  text NOT NULL CHECK (request_kind IN ('QUOTE', 'INQUIRY')),
  request_id    uuid NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('STATUS', 'NOTE', 'FOLLOW_UP')),
  status        text CHECK (status IN ('NEW', 'CONTACTED', 'MEASURED', 'QUOTED', 'WON', 'LOST')),
  lost_reason   text,
  note          text,
  follow_up_on  date,
  admin_email   text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'STATUS' OR status IS NOT NULL)
);
CREATE INDEX request_activity_request_idx ON request_activity (request_id, created_at);

-- A request deleted on the customer's demand: what kind it was, its reference when it had one (D-10001, not personal),
-- when it came and when and by whom it was deleted. Never the customer's name, contacts, words or configuration.
CREATE TABLE request_deletions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_kind  text NOT NULL CHECK (request_kind IN ('QUOTE', 'INQUIRY')),
  reference     text,
  received_at   timestamptz NOT NULL,
  deleted_by    text,
  deleted_at    timestamptz NOT NULL DEFAULT now()
);
