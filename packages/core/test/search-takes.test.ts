import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createSearchIndex } from '../src/search/index.ts'
import { recognise } from '../src/search/recognise.ts'
import { paramKinds } from '../src/search/takes.ts'
import { fullCatalog } from './_search-eval.ts'

const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const kinds = (text: string) => recognise(text).cues.map((cue) => cue.kind)
const first = (query: string) => index.search(query, 1)[0]?.id

describe('identifier kinds an operation takes (takes.ts)', () => {
  it('reads them from param names, descriptions and example values', () => {
    const input = v.object({
      npi: v.pipe(v.string(), v.regex(/^\d{10}$/), v.description('National Provider Identifier')),
      imo: v.optional(v.pipe(v.string(), v.description('IMO number, e.g. 9525338'))),
      vessel: v.optional(v.string()),
      state: v.optional(v.pipe(v.string(), v.description('State, D.C. or territory postal code, e.g. TX'))),
      url: v.optional(v.pipe(v.string(), v.description('Webhook target'))),
    })
    expect(paramKinds(input)).toEqual(['an IMO number', 'an NPI'])
    // An example value read whole as a kind: a DOI given to a param named "work".
    expect(paramKinds(v.object({ work: v.string() }), { work: '10.7717/peerj.4375' })).toEqual(['a DOI'])
    // A shape other codes share ("weather.forecast" reads as a domain) counts by its name only.
    expect(paramKinds(v.object({ operation: v.string() }), { operation: 'weather.forecast' })).toEqual([])
  })

  it('gives every kind a recogniser reads in the catalog to the operations whose params take it', () => {
    const taking = (kind: string) => fullCatalog.entries.filter((entry) => entry.takes?.includes(kind)).map((entry) => entry.id)
    expect(taking('an NPI')).toEqual(expect.arrayContaining(['medical.npi', 'gov.exclusions', 'health.provider-profile']))
    expect(taking('a federal docket number')).toEqual(['law.docket-search'])
    expect(taking('an IATA airport code')).not.toContain('flight.status')
    expect(taking('a postal code')).not.toContain('gov.congress-member')
  })
})

describe('kinds the catalog takes that no earlier recogniser read (s16/id6)', () => {
  it('reads their forms, and leaves their lookalikes', () => {
    expect(kinds('docket 1:21-cv-05678')).toEqual(['a federal docket number'])
    expect(kinds('read 410 U.S. 113')).toEqual(['a case citation'])
    expect(kinds('550 F.3d 1023 holding')).toEqual(['a case citation'])
    expect(kinds('METRO47900M47900 rents')).toEqual(['a HUD metro area code'])
    expect(kinds('SP.POP.TOTL for Brazil')).toEqual(['an indicator code'])
    expect(kinds('sp.pop.totl.com')).toEqual(['a domain name'])
    expect(kinds('BTC-USD spot')).toEqual(['a trading pair'])
    expect(kinds('revenue CY2023Q4I')).toEqual(['a calendar period'])
    expect(kinds('probe PE24016')).toEqual(['an NHTSA action number'])
    expect(kinds('KXFEDDECISION-26DEC odds')).toEqual(['a prediction market ticker'])
    expect(kinds('RIN 2060-AV09')).toEqual(['a RIN'])
    expect(kinds('committee hsif00')).toEqual(['a committee code'])
    expect(kinds('member S000148')).toEqual(['a Bioguide id'])
    expect(kinds('S000148')).toEqual([])
    expect(kinds('stars on vercel/next.js')).toEqual(['a code repository'])
    expect(kinds('issues and/or bugs')).toEqual([])
    expect(kinds('open src/index.ts')).toEqual(['a file name'])
    expect(kinds('FDIC cert 3511')).toEqual(['an FDIC certificate number'])
    expect(kinds('rssd 852218')).toEqual(['an RSSD id'])
    expect(kinds('broker CRD 1234567')).toEqual(['a CRD number'])
    expect(kinds('TM reg no. 1234567')).toEqual(['a trademark serial number'])
    expect(kinds('USGS 01646500 flow')).toEqual(['a USGS site number'])
    expect(kinds('NOAA 9414290 tides')).toEqual(['a NOAA station id'])
    expect(kinds('mine 4601437 injuries')).toEqual(['an MSHA mine id'])
    expect(kinds('inmate 12345-054')).toEqual(['a BOP register number'])
    expect(kinds('order 12345-054')).not.toContain('a BOP register number')
    expect(kinds('hospital 050454 stars')).toEqual(['a CMS certification number'])
    expect(kinds('USDOT 2245456')).toEqual(['a USDOT number'])
    expect(kinds('look up 2AHBN-SCOUT on fccid')).toEqual(['an FCC ID'])
    expect(kinds('BCG-E2511A')).toEqual([])
    expect(kinds('first six digits 535522 which card network')).toEqual(['a card BIN'])
    expect(kinds('16/123,456 office actions')).toEqual(['a patent application number'])
    expect(kinds('patent 10,123,456 claims')).toEqual(['a patent number'])
    expect(kinds('population 10,123,456')).toEqual([])
    // s22/nf: with its kind code a US patent number keeps its commas, and is no flight "US 10".
    expect(kinds('US 10,000,000 B2')).toEqual(['a patent number'])
    // Two currencies' codes written together are a forex pair; six other capitals are not.
    expect(kinds('GBPJPY')).toEqual(['a currency pair'])
    expect(kinds('USDUSD')).toEqual([])
    expect(kinds('CRISPR')).toEqual([])
    expect(kinds('CVE 2021 44228')).toEqual(['a CVE id'])
    expect(kinds('pkg:npm/lodash@4.17.20')).toEqual(['a package and version'])
    expect(kinds('requests>=2.19.1')).toEqual(['a package and version'])
    expect(kinds('if x >= 5')).toEqual([])
    expect(kinds('call 1-800-275-2273')).toEqual(['a phone number'])
    expect(kinds('415 555 0132 carrier')).toEqual(['a phone number'])
    expect(kinds('415 555 0132')).toEqual([])
  })

  it('routes them to the operations whose params take them, the other words choosing among those', () => {
    expect(first('who are the parties in 1:21-cv-05678')).toBe('law.docket-search')
    expect(first('read 410 U.S. 113 for me')).toBe('law.opinion')
    expect(first('SP.POP.TOTL Brazil yearly values')).toBe('worldbank.indicator')
    expect(first('BTC-USD last trade on coinbase')).toBe('crypto.cex-ticker')
    expect(first('rust-lang/rust bytes by programming language')).toBe('codehost.languages')
    expect(first('medicare facility 330101 details')).toBe('health.hospital-lookup')
    expect(first('is 1234567893 excluded from federal programs')).toBe('gov.exclusions')
  })

  it('reads a ticker that is a word only by its stem as a ticker ("GOOGL" is not "google")', () => {
    expect(recognise('GOOGL').cues).toEqual([])
    expect(index.search('GOOGL quote', 1)[0]?.reason).toContain('a stock ticker')
    expect(first('GOOGL quote')).toBe('stocks.quote')
    expect(first('BRK-B quote')).toBe('stocks.quote')
    expect(first('google the weather in Paris')).not.toBe('stocks.quote')
  })

  it('lets a few words choose among the operations an identifier fits (s22/nf vocabulary)', () => {
    expect(first('isin JP3633400001 checksum ok?')).toBe('validate.isin')
    expect(first('NVDA intraday move right now')).toBe('stocks.quote')
    expect(first('WMT reporting date coming up')).toBe('calendar.earnings')
    expect(first('UBER did they top consensus last quarter')).toBe('stocks.earnings-surprises')
    expect(first('GBPJPY')).toBe('convert.currency')
  })

  it('recognises the kinds no recogniser read before: ATT&CK tactics, ICS advisories, time-ordered UUIDs, cut-short calldata, FR documents, market slugs, paired phone numbers, GitHub handles, NFTs (s29/nfid)', () => {
    expect(kinds('TA0011')).toContain('an ATT&CK tactic')
    expect(kinds('TA0099')).not.toContain('an ATT&CK tactic')
    expect(first('TA0006')).toBe('security.attack')
    expect(first('ICSMA-23-010-01')).toBe('security.ics-advisories')
    // Versions 6 and 7 are time-ordered; a random v4 stays anyone's id.
    expect(first('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBe('dev.uuid')
    expect(kinds('9b2f6c1e-3d4a-4f5b-8c7d-1e2f3a4b5c6d')).not.toContain('a time-ordered UUID')
    expect(first('0x23b872dd00000000000000000000000000000000')).not.toBe('crypto.decode-calldata')
    expect(first('0x23b872dd0000000000000000')).toBe('crypto.decode-calldata')
    expect(kinds('FR doc 2021-04567')).toContain('a Federal Register document number')
    expect(first('federal register doc 2022-01234')).toBe('law.federal-register')
    expect(first('will-eth-flip-btc-before-2028')).toBe('predict.market')
    expect(first('01 23 45 67 89')).toBe('phone.normalize')
    expect(first('@torvalds')).toBe('codehost.user')
    expect(kinds('ops@example.com')).not.toContain('a GitHub user handle')
    expect(first('0x60E4d786628Fea6478F785A6d7e704777c86a7c6 #42')).toBe('crypto.nft')
    expect(first('0x60E4d786628Fea6478F785A6d7e704777c86a7c6 token 9001')).toBe('crypto.nft')
  })

  it('reads an amount in one currency code asked in another as a conversion, and two codes with "to" as a rate (s25/nfid)', () => {
    expect(kinds('800 SEK into DKK')).toEqual(['an amount of money'])
    expect(kinds('AUD in NZD')).toEqual(['a currency pair'])
    expect(kinds('USD in USD')).toEqual([])
    expect(first('800 SEK into DKK')).toBe('convert.currency')
    expect(first('70000 JPY in KRW please')).toBe('convert.currency')
    // s25/nfid vocabulary (plugin-stocks): the 52-week range written short.
    expect(first('PEP 52w high and low')).toBe('stocks.metrics')
    expect(first('52w range of MCD')).toBe('stocks.metrics')
  })
})
