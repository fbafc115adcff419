/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
cve, vulnerability, vulnerabilities, vuln, vulns, security hole, security flaw = cve security
exploit, exploits, exploited, kev, epss, in the wild = exploit availability
cwe, weakness = cwe
mitre, ttp, technique, tactic, adversary = attack
capec, attack pattern = capec
malware, ioc, indicator of compromise, threat, virus, malicious url, malicious file = ioc reputation
abuse, abusive ip, spam ip, attacker ip = ip abuse
blocklist, blacklist, dnsbl, spam list = ip blacklist
cidr, ip range, netblock, subnet = ip block
vpn, proxy, tor, botnet, bot = ip reputation
password, passwords, breach, breached, leaked, pwned, compromised password, data breach = password exposure
security headers, csp, hsts, x-frame-options = http headers
scada, ics, industrial control, plc = ics advisories
vulnerable package, dependency vulnerability, vulnerable dependency, audit dependencies = security package
dangerous, malicious, safe to visit, phishing, scam site, scam website, unsafe = ioc reputation
library i use, libraries i use, library has, known vulnerabilities in = security package
clickjacking, set up securely, securely configured, xss protection, content security policy, strict transport security, security grade = http headers
`
