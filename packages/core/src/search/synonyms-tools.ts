/**
 * Synonyms for the tool groups (conversion, validation, hashing, calendars, text and developer
 * tools, AI, web, networks and security) and the agent infrastructure (storage, locks, queues,
 * schedules, pub/sub, watchers, batch). Same format as synonyms-world.ts.
 */
export const TOOLS_TABLE = `
# conversion
convert, conversion, converter, equals, equal = convert
mile, miles, km, kilometer, kilometers, kilometre, kilometres, meter, meters, metre, feet, foot, inch, inches, yard, yards, cm, mm, lb, lbs, kg, kilogram, kilograms, gram, grams, ounce, ounces, oz, ton, tons, tonne, stone, gallon, gallons, liter, liters, litre, litres, ml, cup, cups, tablespoon, teaspoon, acre, acres, hectare, hectares, celsius, fahrenheit, kelvin, unit, units, measurement, metric, imperial = unit convert
pound, pounds = unit
pound, pounds = currency
currency, currencies, exchange rate, exchange rates, fx, forex, dollar, dollars, euro, euros, yen, sterling, usd, eur, gbp, jpy, chf, cad, aud, cny, inr, money = currency convert
currency, currencies, exchange rate, exchange rates, fx, forex, dollar, dollars, euro, euros, yen, sterling, usd, eur, gbp, jpy, chf, cad, aud, cny, inr, money = fx rates
# validation and identifiers
valid, validate, validation, verify, verification, check digit, is valid, correct, legit, well formed = validate
iban, bank account number, international bank account = iban validate
bic, swift, swift code, bank code = bic validate
isin, securities identifier = isin validate
gln, location number, global location number = gln validate
sscc, shipping container, pallet label = sscc validate
gtin, ean, upc, barcode number = gtin
barcode, barcodes, qr, qr code, qrcode, data matrix, datamatrix, aztec, pdf417, 2d code = barcode generate
many identifiers, bulk validation, several identifiers = validate batch
routing number, aba, routing transit = aba validate
email, email address, e-mail, mail address, disposable email, deliverable, bounce = email validate
phone, phone number, telephone, mobile number, cell number, e.164, dialing = phone normalize
# hashing and encoding
hash, hashing, sha, sha256, sha-256, sha1, sha-1, sha512, md5, digest, checksum, hmac, fingerprint = hash compute
# calendars and time
holiday, holidays, public holiday, bank holiday, national holiday, vacation day = holidays calendar
business day, business days, working day, working days, workday, workdays, weekday, weekdays, settlement date, due date, days between dates = business days calendar
calendar = calendar
time zone, timezone, tz, utc offset, local time, daylight saving, dst = timezone lookup
parse date, natural language date, date parsing, next friday, relative date, iso date, date string = time parse
countdown, countdown timer, timer gif, animated countdown = countdown gif
# languages and text
chinese, mandarin, cantonese, hanzi = chinese
simplified, traditional, simplified chinese, traditional chinese, taiwan, hong kong = chinese convert
pinyin, romanization, romanize, pronunciation, pronounce = pinyin
which script, detect chinese = chinese detect
language code, language codes, iso 639 = iso language
currency code, iso 4217 = iso currency
subdivision, province, provinces, region code, iso 3166-2 = iso subdivision
# developer tools
csv, tsv, spreadsheet, excel, comma separated = csv
json = json
jwt, bearer token, id token, access token, json web token = jwt decode
regex, regexp, regular expression, pattern, capture group = regex test
uuid, guid, unique id, random id, unique identifier = uuid
diff, compare, difference, differences, json changes = diff
flatten, nested, dot notation, unflatten = flatten
typescript, ts interface, type definitions, types from json = typescript
zod, schema from json, validation schema = zod
cors, preflight, blocked by cors, cross origin, access control = preflight
rfc, ietf, internet standard = rfc
rust, crate, crates, cargo = rustpkg
javascript, node package, js package, node module = pkgjs
python, pip, python package = pypkg
programming question, coding question, error message, stack trace = qasite search
git, repo, repository, repositories, source code, open source project = codehost repo
commit, commits, commit history = commits
pull request, pull requests, merge request = pulls
issue, issues, bug, bugs, open issues = issues
release, releases, changelog, latest version, new version = releases
contributor, contributors, maintainers = contributors
readme = readme
branch, branches = branches
developer profile, git user = user
edi, x12, edifact, 850, 810, 856, purchase order, advance ship notice, edi invoice = edi
997, 999, functional acknowledgment = edi ack
# AI
ai, llm, gpt, chatbot, language model, prompt, completion, ask an ai, chat, conversation = ai chat
image, picture, photo, drawing, illustration, art = image
generate image, draw, create image, text to image, make picture, render picture = ai image
describe image, caption, alt text, describe photo, image description = describe image
ocr, text from image, read text in image, scan, scanned, scan document, receipt, receipts, handwriting, handwritten, extract text from image = ocr
translate, translation, translator, in spanish, in french, in german, into english = translate
summarize, summary, tldr, tl;dr, gist, key points = summarize
classify, classification, categorize, categorise, category, label, labels = classify
sentiment, tone, positive or negative, emotion, feeling, opinion mining, review, reviews = sentiment
moderate, moderation, toxic, offensive, nsfw, hate speech, harmful = moderate
entities, named entities, ner, people and places, organizations mentioned = entities
pii, personal data, personal information, sensitive data, gdpr, personally identifiable = pii
pii, personal data, personal information, sensitive data, gdpr, personally identifiable = redact
redact, anonymize, anonymise, mask, scrub, censor, remove personal data = redact
extract, scrape, scraping, structured data, to json from page = extract
research, investigate, deep research, research question = research
web answer, answer from web, cited answer, question answering, answer with sources = web answer
council, consensus, multiple models, second opinion, several models, compare models = council
screenshot, capture page, snapshot of page, screen capture = screenshot
transcribe, transcription, speech to text, audio, voice, podcast, recording, dictation, mp3 = transcribe audio
# web
web search, search web, search engine, search internet, search online = search web
crawl, crawler, spider, whole site, entire website = crawl
markdown, html to markdown, readable text, article text, main content = markdown
markdown, html to markdown, readable text, article text, main content = extract
html = html markdown
compress, compression, resize, shrink, smaller image, optimize image, reduce size = image compress
url, link, links = url
clean url, tracking parameters, utm, shortened link, expand link, unshorten, redirect, redirects = url clean
sitemap, site map, pages of site, list pages = url map
render, javascript page, headless browser, rendered html, client side = url render
preview, unfurl, link preview, open graph, og tags, page title = unfurl
# networks and security
ip, ip address, ip addresses = ip
geolocate ip, ip location, ip country, ip geolocation = geo ip
many ips, list of ips, bulk ip = ipinfo bulk
asn, autonomous system, bgp = asn net
mac address, mac, oui = mac vendor
rpki, route origin, roa = rpki validity
dns, mx record, mx records, dns record, dns records, nameserver, nameservers, txt record, cname = dns lookup
domain, domain name, whois, registrar, domain expiry, domain owner, owns domain = domain whois
spf, dkim, dmarc, email authentication = email security
subdomain, subdomains, certificate transparency = ct logs
tld, top level domain, domain extension = tld info
ssl, tls, certificate, certificates, cert, https = tls cert
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
# agent infrastructure
store, save, persist, remember, keep, stash, cache, memory, memorize, storage = store put
value, key value, kv, key-value = kv
read, retrieve, fetch, load, read back = get
delete, remove, erase, forget, drop = delete
enumerate, list keys, keys with prefix = scan
enumerate, list keys, keys with prefix = list
document, documents, doc, docs, json document = doc
file, files, blob, blobs, binary, upload, attachment, pdf = blob
vector, vectors, embedding, embeddings, similarity search, semantic search, rag, nearest neighbor, nearest neighbors = vector query
insert, upsert, write = upsert
insert, upsert, write = put
storage usage, quota, storage quota = usage
lock, mutex, critical section, exclusive access, semaphore, exclusive = lock acquire
unlock, release lock, free lock = lock release
extend lock, keep alive, heartbeat, extend lease = renew
queue, job queue, work queue, task queue, background job, background jobs, enqueue, push job, add job = queue enqueue
take job, dequeue, pull job, next job, claim task, worker, consume = queue lease
complete, completed, finished, acknowledge = ack
schedule, scheduled, cron, later, reminder, remind, delayed call, callback, daily, hourly, weekly, recurring, call me back, call webhook, call url, every day, every hour, every week, every morning, each day, each morning = schedule create
publish, broadcast, fan out, notify subscribers, message, messages, event bus, pub sub = pubsub publish
subscribe, listen, topic, topics = pubsub subscribe
watch, watcher, monitor, monitoring, alert me, notify, notify me, notification, notifications, webhook = watchers
stop watching, cancel watcher, remove watcher, stop alerts = watchers cancel
batch, bulk, many calls, multiple calls, several calls, one payment, single payment, combine calls = batch run
endpoint, endpoints, api, apis, operation, operations, discover, which tool = search endpoints
feedback, bug report, feature request, complain, suggestion = feedback send
knowledge update, recent developments, catch up, since date, news since, what happened since = knowledge delta
`
