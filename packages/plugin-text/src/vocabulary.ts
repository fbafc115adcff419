/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
pii, personal data, personal information, sensitive data, gdpr, personally identifiable = redact
redact, anonymize, anonymise, mask, scrub, censor, remove personal data = redact
hide, mask, black out, anonymize, scrub, censor = redact
social security number, social security numbers, ssn = redact
`
