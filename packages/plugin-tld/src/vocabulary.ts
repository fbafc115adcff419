/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
tld, top level domain, domain extension = tld info
# Everyday phrasing of the need behind each operation (issue 39).
country code domain, domain ending, domain suffix, which country domain, registrable part, base domain, strip subdomain, root domain = tld info
`
