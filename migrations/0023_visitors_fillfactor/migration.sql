-- Room on each visitors page for the row's next versions (issue 18 point 5). Every identify batch
-- rewrites its visitors' visit_count, first/last visit and updated_at, none of them indexed: with
-- free space on the page that is a heap-only (HOT) update, one new tuple and no index entries;
-- on a full page it is a new tuple elsewhere plus an entry in each of the table's five indexes.
-- Pages are pruned of dead versions as they are read (vacuum is not needed for that). Applies to
-- pages filled from now on (existing ones keep what they have until rewritten).
ALTER TABLE "visitors" SET (fillfactor = 70);
