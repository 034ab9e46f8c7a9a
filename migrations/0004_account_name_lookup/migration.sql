-- The copilot resolves company names mentioned in a question with indexed lookups (issue 14):
-- the whole name, the domain's first label ("acme" of acme.com) and the name's first word, all
-- case-insensitive. Expression indexes: Prisma's schema cannot state them, so they live here only.
CREATE INDEX "accounts_workspace_id_lower_company_name_idx" ON "accounts" ("workspace_id", lower("company_name"));
CREATE INDEX "accounts_workspace_id_domain_label_idx" ON "accounts" ("workspace_id", split_part("company_domain", '.', 1));
CREATE INDEX "accounts_workspace_id_name_first_word_idx" ON "accounts" ("workspace_id", lower(split_part("company_name", ' ', 1)));
