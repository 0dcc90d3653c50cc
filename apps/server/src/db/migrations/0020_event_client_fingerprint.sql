-- What a request with a client_key asked for (decision 108, #28 item 22): the key reused for another event is refused.
ALTER TABLE "match_events" ADD COLUMN "client_fingerprint" text;