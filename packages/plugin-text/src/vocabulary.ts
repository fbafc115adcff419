/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
pii, personal data, personal information, sensitive data, gdpr, personally identifiable = redact
redact, anonymize, anonymise, mask, scrub, censor, remove personal data = redact
hide, mask, black out, anonymize, scrub, censor = redact
social security number, social security numbers, ssn = redact
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
black out names, hide phone numbers, remove credit card, mask card numbers, strip personal, sanitize logs, scrub logs, clean logs, remove secrets, hide api key, mask api key, leaked key, remove names, hide emails = redact
`
