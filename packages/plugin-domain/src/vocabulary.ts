/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
domain, domain name, whois, registrar, domain expiry, domain owner, owns domain = domain whois
subdomain, subdomains, certificate transparency = ct logs
spf, dmarc, dkim, mta-sts, bimi, email spoofing = domain email security
domain report, domain profile, everything about a domain = domain intel
# Everyday phrasing of the need behind each operation (issue 39).
junk folder, junk mail, land junk, lands junk, end junk, up junk, spam folder, emails spam, email spam, mail spam, land spam, lands spam, end up spam, up spam, marked spam, deliverability, email deliverability, bounced emails, emails bouncing, spoofing my domain, spoofed email, fake emails, phishing my domain, gmail rejecting, outlook junk, email authentication, sender reputation = domain email security
who owns website, website owner, domain expire, domain taken, how old website, website age, domain age, contact owner website = domain whois
hidden subdomains, attack surface, forgotten subdomains, certificates issued domain, unauthorized certificate, rogue certificate = ct logs
investigate website, vet website, legit website, website legit, due diligence domain, website background = domain intel
# s22/ind (issue 39)
gmail spam, newsletters landing, newsletter spam, landing in spam, sending domain = domain email security
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
domain owner, domain expiring, domain taken, buy this domain = whois
`
