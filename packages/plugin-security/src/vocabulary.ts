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
# Everyday phrasing of the need behind each operation (issue 39).
how bad bug, severity cve, cvss, patch urgent, patch priority, how bad vulnerability, heartbleed, shellshock = cve
security bugs, vulnerabilities week, new vulnerabilities, latest vulnerabilities, zero day, zero days, 0day = cve search
cve updated, cve changed, rescored, score changed, nvd updates = cve changes
actively attacked, exploited now, weaponized, patch first = exploit availability
type of bug, bug class, coding mistake, insecure coding, weakness class, buffer overflow = cwe
attack method, hack works = capec
threat actor, apt group, hacker group, ransomware gang, hackers move, persistence technique, initial access, privilege escalation = attack
website security, security scan website, site headers, response headers = http headers
power plant hacking, water plant hack, factory control, medical device vulnerability, pacemaker, infusion pump, siemens, rockwell, schneider = ics advisories
link safe, suspicious link, suspicious attachment, dodgy link, phishing link, file hash, malware hash, sketchy link, sketchy site, downloaded file safe = ioc reputation
attacking my server, hitting my server, brute force, ssh attempts, login attempts, scanning my server, hammering site, ip spamming = ip abuse
emails rejected, mail rejected, server blacklisted, ip blocked email, spam blacklist, delisting, delist = ip blacklist
who owns range, range owner, where report ip, complain ip = ip block
block ip, trust ip, suspicious ip, visitor ip, fraud ip, risky ip, ip risk = ip reputation
safe npm, library safe, dependency safe, upgrade dependency, npm audit, pip audit, dependency vulnerable = security package
password safe, password leaked, password hacked, password compromised, password been hacked, password still safe = password exposure
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
leaked password, hacked account, got hacked = password exposure pwned
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
phishing link, sketchy link, suspicious link, scam site, scam link = malicious url
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
working hack, exploited in the wild, actively attacked = exploit availability exploited
hammering, hammering our login, bad actor, bad actors, brute force, brute forcing = ip reputation abuse
landing in spam, land in spam, spam folder = ip blacklist
hacker tactics, hacker techniques = attack technique
coding mistake, class of bug, type of bug = weakness
clickjacking, site hardened, hardened headers = security headers
ip range owner, owns this ip range = network block
`
