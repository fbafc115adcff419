/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
hurricane, tornado, blizzard, severe weather, weather warning, heat wave, heatwave, flood warning, storm warning = weather alerts
flight, flights, flight number, delayed, delay, gate, landed = flight status
earnings, eps, quarterly results, earnings report, earnings date = earnings
sec, edgar, filing, filings, 10-k, 10k, 10-q, 8-k, annual report, quarterly report = sec filings
wallet, wallets, wallet address = crypto address
fear and greed, market sentiment, greed, fear = fear greed
recall, recalls, recalled = recalls
federal register, regulation, regulations, rulemaking, proposed rule, executive order = federal register
consumer product, product safety, cpsc = product recalls
paper, papers, research paper, doi, journal, academic, scholarly, publication, publications, preprint = papers
paper, papers, research paper, doi, journal, academic, scholarly, publication, publications, preprint = paper
currency, currencies, exchange rate, exchange rates, fx, forex, dollar, dollars, euro, euros, yen, sterling, usd, eur, gbp, jpy, chf, cad, aud, cny, inr, money = fx rates
release, releases, changelog, latest version, new version = releases
malware, ioc, indicator of compromise, threat, virus, malicious url, malicious file = ioc reputation
security headers, csp, hsts, x-frame-options = http headers
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
stop watching, cancel watcher, remove watcher, stop alerts, stop sending, stop notifying, turn off alerts, mute = watchers cancel
stop, halt, discontinue, pause = cancel
still running, is it running, watcher status, last check = watchers status
waiting, backlog, pending jobs, how many jobs, queue depth, queue length = queue stats
did it run, last run, ran, run history, delivery log = schedule status
finishes, done with, free the lock, give up the lock = lock release
longer, extend, hold longer, keep holding, bit longer = lock renew
keys starting with, key prefix, everything i saved, list my keys = kv scan
storage am i using, how much storage, space used, storage used = store usage
closest, most similar, nearest, similar to this = vector query
store embeddings, save embeddings, index embeddings, add embeddings = vector upsert
saved records, records where, filter records, query records, find records = doc search
endpoint, my endpoint, callback url, webhook url = webhook url
send = publish
upload = store put
unsubscribe = remove subscriber
work items, pool of workers, worker pool, hand off, distribute work, background work = queue enqueue
delete = cancel
pull next, pull message, next message, pop, receive message, take message off, grab next, grab job, grab message = queue lease
saved under, stored under, value of key, what's stored, what is stored = kv get
set up a topic, new topic, make a topic, create a channel, new channel = create topic
deduplicate, dedupe, never process twice, process once = lock acquire
handed out again, redelivered, mark done, mark finished, mark it done, mark that, done with the task, task finished = queue ack
fire next, next run, runs next, when does it fire, next time it runs, next fire = schedule status
let someone else, let others, let another, hand back the lock, done with the mutex, done with the lock = lock release
copies of my, two copies, instances of my, never work on the same = lock acquire
hold a lease, lease named, named lease, back off = lock acquire
lock expiry, push the expiry, expiry out = lock renew
hand back, give back, lock back = lock release
kill, tear down = cancel
handled, remove it from the queue, off the queue for good = queue ack
hook up to topic, hook up to, listen on topic = pubsub subscribe
stop sending, no longer send, stop delivering = pubsub unsubscribe
`


/** The watchers mirror the data they watch: they rank at full weight only when a query asks to be told. */
export const intents = {
  watchers: 'watch watcher watching monitor alert alerts notify notification webhook remind changes drops rises crosses exceeds below above'.split(' '),
}
