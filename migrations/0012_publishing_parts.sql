-- What is waiting to go live, by part of the site: the catalogue, the exchange rate, the pricing documents and the
-- business settings each stamp their key with the time of their last change; a part whose stamp is after the last
-- deploy is waiting (the back office lists them). catalogue_changed_at stays the time of the last change of any part.
ALTER TABLE site_publishing
  ADD COLUMN changed_parts jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(changed_parts) = 'object');
