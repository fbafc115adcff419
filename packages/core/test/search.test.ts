import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSearchIndex, type SearchEntry } from '../src/search/index.ts'
import { parseTable } from '../src/search/synonyms.ts'
import { stem, tokenize } from '../src/search/tokenize.ts'
import { fullCatalog } from './_search-eval.ts'

/** One entry per operation of a host with every first-party plugin (578) and core's two account reads (580), and those plugins' search vocabularies. */
const catalog = fullCatalog.entries
const vocabulary = fullCatalog.vocabulary
const index = createSearchIndex(catalog, vocabulary)
/** The same index without the cut of matches that do not fit, for tests of the ranking itself. */
const ranking = createSearchIndex(catalog, vocabulary, { cut: false })

/** How agents phrase tasks -> operations that must rank in the top 3 (the first is the best answer). */
const phrasings: Array<[string, string[]]> = [
  // and one file per group of later additions: fixtures/phrasings/<group>.json, [[query, [ids...]], ...]
  ...readdirSync(join(import.meta.dirname, 'fixtures/phrasings'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/phrasings', file), 'utf8')) as Array<[string, string[]]>),
  ['is it going to rain in Tokyo tomorrow', ['weather.forecast', 'weather.forecast-global']],
  ['who owns this LEI', ['business.lei-hierarchy']],
  ['convert 10 miles to km', ['convert.unit']],
  ['sha256 of a string', ['hash.compute']],
  ['check if an IBAN is valid', ['validate.iban']],
  ['current price of bitcoin', ['crypto.token-price', 'crypto.coin']],
  ['is this wallet sanctioned', ['crypto.address-screen']],
  ['public holidays in Germany 2027', ['calendar.holidays']],
  ['METAR for KJFK', ['aviation.metar']],
  ['store a value for later', ['store.kv-put']],
  ['exchange rate euro to dollar', ['convert.currency', 'fx.rates']],
  ['how many business days until the end of the month', ['calendar.business-days']],
  ['validate a swift bic code', ['validate.bic']],
  ['make a QR code for a url', ['barcode.generate']],
  ['traditional to simplified chinese', ['chinese.convert']],
  ['when is sunrise in Oslo', ['sunrise.compute']],
  ['current gas price on ethereum', ['crypto.gas-oracle']],
  ['earthquakes in the last day', ['quakes.recent']],
  ['top stories on hacker news right now', ['news.newsboard-top']],
  ['latest news articles about solar power', ['news.search']],
  ['find research papers on crispr', ['papers.search']],
  ['which papers cite this article', ['papers.citations']],
  ['metadata for a DOI', ['paper.doi-lookup']],
  ['h-index of a researcher', ['research.author']],
  ['nih grants for cancer research', ['research.funding']],
  ['wikipedia summary of Ada Lovelace', ['encyclopedia.summary']],
  ['wikidata facts about an entity', ['knowledgebase.entity']],
  ['which album is this song on', ['music.recording', 'music.release']],
  ['acquire a lock', ['lock.acquire']],
  ['decode a jwt token', ['dev.jwt-decode']],
  ['clinical trials for diabetes', ['clinical.trial-search']],
  ['look up a gene symbol', ['bio.gene']],
  ['upcoming IPOs', ['calendar.ipo']],
  ['find a CVE by id', ['security.cve']],
  ['whois for a domain', ['domain.whois']],
  ['run several calls in one payment', ['batch.run']],
  ['timezone of a coordinate', ['timezone.lookup']],
  ['parse this csv into json', ['dev.csv-to-json']],
  ['chat with an llm', ['ai.chat']],
  ['stock price of AAPL', ['stocks.quote']],
  ['screen a company against OFAC sanctions', ['law.sanctions-check', 'business.entity-screen']],
  ['translate this text to French', ['ai.translate']],
  ["what's the weather like right now in Paris", ['weather.current']],
  ['air quality in Delhi', ['weather.air-quality']],
  ['generate a uuid', ['dev.uuid']],
  ['take a screenshot of a website', ['ai.screenshot']],
  ['transcribe a podcast episode', ['transcribe.audio']],
  ['reverse geocode coordinates to an address', ['geocode.reverse']],
  ['latitude and longitude of an address', ['geocode.address']],
  ['decode this VIN', ['vehicle.vin-decode']],
  ['how much is 100 USD in EUR', ['convert.currency']],
  ['celsius to fahrenheit', ['convert.unit']],
  ['notify me when the bitcoin price crosses 100k', ['watchers.token-price']],
  ['has my password been leaked', ['security.password-exposure']],
  ['SSL certificate expiry for example.com', ['tls.cert-info']],
  ['MX records of a domain', ['dns.lookup']],
  ['add a job to a queue', ['queue.enqueue']],
  ['semantic search over my embeddings', ['store.vector-query']],
  ['call my webhook every day at 9am', ['schedule.create']],
  ['market cap of the top coins', ['crypto.markets', 'crypto.global']],
  ['10-K filings of Tesla', ['finance.sec-filings']],
  ['stock trades by members of congress', ['gov.congress-trades']],
  ['side effects of ibuprofen', ['gov.fda-drug-events']],
  ['is the stock market open today', ['markets.status']],
  ['time zone in Tokyo', ['timezone.lookup']],
  ['parent company of a subsidiary', ['business.lei-hierarchy']],
  ['is this token a honeypot', ['crypto.token-safety']],
  ['send a message to all subscribers', ['pubsub.publish']],
  ['upload a file', ['store.blob-put']],
  ['who is my congressman', ['gov.congress-member', 'gov.representatives']],
  ['weather at JFK for pilots', ['aviation.metar']],
  ['validate an EAN barcode', ['validate.gtin']],
  ['md5 checksum of a file', ['hash.compute']],
  ['format phone number to E.164', ['phone.normalize']],
  ['is this email address deliverable', ['email.validate']],
  ['what is the VAT rate in France', ['tax.vat-rates']],
  ['HS code for coffee', ['trade.commodity-resolve']],
  ['do I need a visa for Japan', ['travel.visa']],
  ['10 year treasury yield curve', ['econ.yield-curve']],
  ['convert HTML to markdown', ['html.to-markdown']],
  ['extract text from a scanned receipt', ['ai.ocr']],
  ['is this text toxic', ['ai.moderate']],
  ['remove personal information from text', ['text.redact', 'ai.pii']],
  ['synonyms for happy', ['word.related']],
  ['NBA scores tonight', ['sports.nba-games']],
  ['nearby restaurants', ['poi.near']],
  ['wildfires right now', ['earth.events']],
  ['river water level', ['water.gauge', 'gov.usgs-water']],
  ['ISS position', ['space.satellite']],
  ['funding rates on perpetuals', ['crypto.perpvenue-funding']],
  ['bitcoin mempool fees', ['crypto.btc-fees', 'crypto.btc-mempool']],
  ['fear and greed index', ['crypto.fear-greed']],
  ['decode transaction calldata', ['crypto.decode-calldata']],
  ['prediction market odds on the election', ['predict.markets']],
]

const top = (query: string, limit = 3) => index.search(query, limit).map((hit) => hit.id)

describe('the fixture', () => {
  it('has every operation of the catalog once, each with a description', () => {
    expect(catalog).toHaveLength(580)
    expect(new Set(catalog.map((entry) => entry.id)).size).toBe(580)
    for (const entry of catalog) {
      expect(entry.id).toBe(`${entry.group}.${entry.name}`)
      expect(entry.description.length).toBeGreaterThan(20)
    }
    expect(index.size).toBe(580)
  })
})

describe('agent phrasings', () => {
  for (const [query, expected] of phrasings) {
    it(`"${query}" -> ${expected.join(' or ')}`, () => {
      const found = top(query)
      expect(found.some((id) => expected.includes(id)), `top 3 were ${found.join(', ')}`).toBe(true)
    })
  }

  it('puts the expected operation first for most phrasings', () => {
    const first = phrasings.filter(([query, expected]) => expected.includes(top(query, 1)[0] ?? ''))
    expect(first.length / phrasings.length).toBeGreaterThanOrEqual(0.85)
  })

  it('matches hyphenated ids, full ids and group names', () => {
    expect(top('lei hierarchy', 1)).toEqual(['business.lei-hierarchy'])
    expect(top('lei-hierarchy', 1)).toEqual(['business.lei-hierarchy'])
    expect(top('business.lei-hierarchy', 1)).toEqual(['business.lei-hierarchy'])
    expect(top('kv put', 1)).toEqual(['store.kv-put'])
    expect(top('chinese').every((id) => id.startsWith('chinese.'))).toBe(true)
    expect(top('pub sub', 10).filter((id) => id.startsWith('pubsub.'))).toHaveLength(4)
  })

  it('explains synonym matches', () => {
    const hits = index.search('is it going to rain in Springfield tomorrow', 3)
    expect(hits[0]?.reason).toMatch(/^matched "/)
    expect(hits[0]?.reason).toContain('no match for "springfield"')
    expect(hits.some((hit) => hit.reason.includes('"rain" (synonym of'))).toBe(true)
  })

  it('ranks watchers below the data they watch unless the query asks to be told', () => {
    const plain = top('stock price', 10)
    expect(plain.indexOf('stocks.quote')).toBeLessThan(plain.indexOf('watchers.stock-price'))
    expect(top('alert me when a stock price changes', 1)).toEqual(['watchers.stock-price'])
  })
})

describe('result contract', () => {
  it('is deterministic, also across entry order, with ties broken by id', () => {
    const query = 'weather forecast for tomorrow'
    expect(index.search(query, 50)).toEqual(index.search(query, 50))
    const reversed = createSearchIndex([...catalog].reverse(), vocabulary)
    for (const [q] of phrasings.slice(0, 20)) expect(reversed.search(q, 20)).toEqual(index.search(q, 20))
    const twins = createSearchIndex([
      { id: 'b.same', group: 'b', name: 'same', description: 'Same words.', params: [] },
      { id: 'a.same', group: 'a', name: 'same', description: 'Same words.', params: [] },
    ], {}, { cut: false })
    const hits = twins.search('same words')
    expect(hits.map((hit) => hit.id)).toEqual(['a.same', 'b.same'])
    expect(hits[0]?.score).toBe(hits[1]?.score)
  })

  it('answers nothing for empty, stop-word-only or unknown queries', () => {
    expect(index.search('')).toEqual([])
    expect(index.search('   \t\n')).toEqual([])
    expect(index.search('is it the')).toEqual([])
    expect(index.search('zzqxv')).toEqual([])
  })

  it('returns 10 by default and at most 50', () => {
    expect(ranking.search('crypto')).toHaveLength(10)
    expect(ranking.search('crypto', 3)).toHaveLength(3)
    expect(ranking.search('crypto', 2.7)).toHaveLength(2)
    expect(ranking.search('crypto', 0)).toEqual([])
    expect(ranking.search('crypto', 500)).toHaveLength(50)
    expect(ranking.search('crypto', Number.NaN)).toHaveLength(10)
  })

  it('sorts scores descending within 0..1 and explains every hit', () => {
    for (const [query] of phrasings) {
      const hits = ranking.search(query, 50)
      expect(hits.length).toBeGreaterThan(0)
      hits.forEach((hit, i) => {
        expect(hit.score).toBeGreaterThan(0)
        expect(hit.score).toBeLessThanOrEqual(1)
        if (i > 0) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hit.score)
        expect(hit.reason).toMatch(/^matched "\S/)
      })
    }
  })

  it('never returns an entry that is not in the index', () => {
    const small = createSearchIndex(catalog.filter((entry) => entry.group !== 'weather'), vocabulary)
    expect(small.size).toBe(580 - 8)
    for (const query of ['is it going to rain in Tokyo tomorrow', 'weather', 'air quality', 'weather.forecast']) {
      expect(small.search(query, 50).some((hit) => hit.id.startsWith('weather.'))).toBe(false)
    }
    const ids = new Set(catalog.map((entry) => entry.id))
    for (const [query] of phrasings) for (const hit of index.search(query, 50)) expect(ids.has(hit.id)).toBe(true)
  })

  it('weighs name and group over keywords over description over params', () => {
    const entry = (id: string, field: 'name' | 'keywords' | 'description' | 'params'): SearchEntry => ({
      id: `g${id}.op${id}`,
      group: `g${id}`,
      name: field === 'name' ? 'zephyr' : `op${id}`,
      description: field === 'description' ? 'About zephyr.' : 'Something else.',
      params: field === 'params' ? ['zephyr'] : [],
      keywords: field === 'keywords' ? ['zephyr'] : [],
    })
    const small = createSearchIndex([entry('1', 'params'), entry('2', 'description'), entry('3', 'keywords'), entry('4', 'name')], {}, { cut: false })
    expect(small.search('zephyr').map((hit) => hit.id)).toEqual(['g4.op4', 'g3.op3', 'g2.op2', 'g1.op1'])
  })

  it('reads a word said as a verb in its verb sense, not as the operation named by the noun', () => {
    const entry = (id: string, name: string, description: string): SearchEntry => ({ id, group: id.split('.')[0]!, name, description, params: [], keywords: [] })
    const small = createSearchIndex([entry('filings.form', 'form', 'Form notices filed by insiders on a form.'), entry('music.band', 'band', 'Where a group came to form, and its home town.'), entry('other.thing', 'thing', 'Unrelated.')], {}, { cut: false })
    expect(small.search('when did Oasis form, which town').map((hit) => hit.id)[0]).toBe('music.band')
    expect(small.search('an insider filled in this form').map((hit) => hit.id)[0]).toBe('filings.form')
  })

  it('ranks an operation gated by id (vocabulary intents) at half weight unless the task says its intent, as a gated group', () => {
    const entry = (id: string, name: string, description: string): SearchEntry => ({ id, group: id.split('.')[0]!, name, description, params: [], keywords: [] })
    const entries = [entry('treasury.exchange-rates', 'exchange rates', 'Official quarterly exchange rates for reporting.'), entry('fx.rates', 'rates', 'Daily exchange rates of currencies.')]
    const plain = createSearchIndex(entries, {}, { cut: false })
    const gated = createSearchIndex(entries, { intents: { 'treasury.exchange-rates': ['official', 'quarterly', 'irs'] } }, { cut: false })
    expect(plain.search('dollar exchange rate')[0]?.id).toBe('treasury.exchange-rates')
    expect(gated.search('dollar exchange rate')[0]?.id).toBe('fx.rates')
    expect(gated.search('the official dollar exchange rate')[0]?.id).toBe('treasury.exchange-rates')
    // The gate is the operation's alone: its group's other operations rank as before.
    expect(gated.search('dollar exchange rate')[1]?.score).toBeLessThan(plain.search('dollar exchange rate')[0]!.score)
  })

  it('leaves first place to the operation of the need when a gated one is not asked for (first-party gates by id)', () => {
    // Each task's first answer was the gated operation before its gate.
    const cases: Array<[string, string]> = [
      ['is Monday a day off in Canada', 'markets.holiday'],
      ['what was the final from the Rangers game yesterday', 'predict.sports'],
      ['who represents me in Congress, I live in Austin', 'gov.congress-member'],
      ['show the delivery log of my cron jobs', 'job.federal-search'],
      ['hoeveel btw betaal je in België op boodschappen?', 'tax.vat'],
    ]
    for (const [task, gated] of cases) expect(index.search(task, 1)[0]?.id, task).not.toBe(gated)
    expect(index.search('is the NYSE closed on Monday for a holiday', 1)[0]?.id).toBe('markets.holiday')
    expect(index.search('which members of congress sit on the armed services committee', 3).map((hit) => hit.id)).toContain('gov.congress-member')
  })

  it('does not put the Treasury reporting rates first for a plain exchange-rate task (gated by id in plugin-treasury)', () => {
    expect(index.search('dollar exchange rate today', 1)[0]?.id).not.toBe('treasury.exchange-rates')
    expect(index.search('the exchange rate the IRS uses for yen on my tax return', 1)[0]?.id).toBe('treasury.exchange-rates')
  })
})

describe('normalisation and the synonym table', () => {
  it('stems plurals and verb forms alike and drops stop words', () => {
    expect(stem('holidays')).toBe(stem('holiday'))
    expect(stem('sanctioned')).toBe(stem('sanction'))
    expect(stem('raining')).toBe(stem('rain'))
    expect(stem('pricing')).toBe(stem('price'))
    expect(stem('addresses')).toBe(stem('address'))
    expect(stem('news')).not.toBe(stem('new'))
    expect(tokenize('Is it going to rain in the city?')).toEqual(['rain', stem('city')])
    expect(tokenize('lei-hierarchy')).toEqual(['lei', 'hierarchy'])
    expect(tokenize('startDate 10-K')).toEqual([stem('start'), stem('date'), '10k'])
  })

  it('reads "anymore" and "anyway" as filler, not as a misspelt word ("anymore" was read one edit from another word)', () => {
    expect(tokenize('I do not need the nightly reminder anymore, anyway')).toEqual([stem('nightly'), stem('reminder')])
    expect(index.search('anymore', 5)).toEqual([])
  })

  it('covers every group of the catalog and speaks its vocabulary', () => {
    const catalogWords = new Set(catalog.flatMap((entry) => tokenize(`${entry.group} ${entry.name} ${entry.description} ${entry.params.join(' ')}`)))
    const targets = [...parseTable(vocabulary.synonyms ?? []).values()].flat(2)
    for (const target of targets) expect(catalogWords.has(target.stem), `"${target.label}" is not a catalog word`).toBe(true)
    const targetStems = new Set(targets.map((target) => target.stem))
    const uncovered = [...new Set(catalog.map((entry) => entry.group))].filter((group) =>
      !catalog.some((entry) => entry.group === group && tokenize(`${entry.group} ${entry.name}`).some((term) => targetStems.has(term))))
    expect(uncovered).toEqual([])
  })
})

describe('speed', () => {
  it('answers 1000 queries over the full catalog', () => {
    const built = performance.now()
    const fresh = createSearchIndex(catalog, vocabulary, { cut: false })
    const buildMs = performance.now() - built
    const times: number[] = []
    let answered = 0
    for (let i = 0; i < 1000; i++) {
      const [query] = phrasings[i % phrasings.length]!
      const start = performance.now()
      const hits = fresh.search(query)
      times.push(performance.now() - start)
      if (hits.length > 0) answered++
    }
    times.sort((a, b) => a - b)
    console.log(`search over ${catalog.length} entries: build ${buildMs.toFixed(1)} ms, p50 ${times[500]!.toFixed(3)} ms, p99 ${times[990]!.toFixed(3)} ms`)
    expect(answered).toBe(1000)
  })
})
