/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
email, email address, e-mail, mail address, disposable email, deliverable, bounce = email validate
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
fake email, real email, email bounce, typo email, signup email, valid email, clean mailing list, list hygiene, disposable address, temp mail, burner email, email exists, address exists, mailbox exists = email validate
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
bounced, bounces, fake email, typo in email, signups with fake = email validate
`
