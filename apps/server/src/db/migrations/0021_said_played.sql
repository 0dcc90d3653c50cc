-- A past fixture the club says was played though nothing of it was recorded (#28 item 2): held like one with a record.
ALTER TABLE "matches" ADD COLUMN "said_played" boolean DEFAULT false NOT NULL;