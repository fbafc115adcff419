/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
domain, domain name, whois, registrar, domain expiry, domain owner, owns domain = domain whois
subdomain, subdomains, certificate transparency = ct logs
spf, dmarc, dkim, mta-sts, bimi, email spoofing = domain email security
domain report, domain profile, everything about a domain = domain intel
`
