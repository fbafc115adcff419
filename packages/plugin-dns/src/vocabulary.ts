/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
dns, mx record, mx records, dns record, dns records, nameserver, nameservers, txt record, cname = dns lookup
nameserver, nameservers, name servers, name server, ns records, mx records, txt records = dns lookup records
# Everyday phrasing of the need behind each operation (issue 39).
domain point, domain points, dns propagation, propagated, ip website, website ip, resolve host, hostname resolve = dns lookup
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
dns propagation, propagated = dns lookup
`
