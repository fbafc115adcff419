import { describe, expect, it } from 'vitest'
import { leadingAct, performs } from '../src/search/actions.ts'
import { codeReader } from '../src/search/codes.ts'
import { isCommonEnglish } from '../src/search/english.ts'
import { adjacentStems, splitJoined } from '../src/search/joined.ts'
import { createSearchIndex } from '../src/search/index.ts'
import { intentCues } from '../src/search/intents.ts'
import { DICTIONARIES } from '../src/search/lang/index.ts'
import { translate } from '../src/search/languages.ts'
import { latinSpelling } from '../src/search/loanwords.ts'
import { MIN_COVERAGE } from '../src/search/rank.ts'
import { recognise } from '../src/search/recognise.ts'
import { createSpeller } from '../src/search/spelling.ts'
import { editDistance } from './_edit-distance.ts'
import { parseTable } from '../src/search/synonyms.ts'
import { isStopWord, stem, tokenize, words } from '../src/search/tokenize.ts'
import { fullCatalog } from './_search-eval.ts'

const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const kinds = (text: string) => recognise(text).cues.map((cue) => cue.kind)

describe('identifiers', () => {
  it('recognises each kind and blanks it from the words', () => {
    const cases: Array<[string, string]> = [
      ['CVE-2021-44228', 'a CVE id'],
      ['185.220.101.1', 'an IP address'],
      ['2001:4860:4860::8888', 'an IP address'],
      ['192.0.2.0/24', 'an IP address block'],
      ['DE89370400440532013000', 'an IBAN'],
      ['GB82 WEST 1234 5698 7654 32', 'an IBAN'],
      ['US0378331005', 'an ISIN'],
      ['5493001KJTIIGC8Y1R12', 'an LEI'],
      ['1HGCM82633A004352', 'a VIN'],
      ['lodash@4.17.20', 'a package and version'],
      ['21 CFR 101.9', 'a CFR citation'],
      ['40 C.F.R. § 60.5', 'a CFR citation'],
      ['5 USC 552', 'a US Code citation'],
      ['18 U.S.C. § 1030', 'a US Code citation'],
      ['requests==2.19.0', 'a package and version'],
      ['40.7128, -74.0060', 'coordinates'],
      ['2024-03-15', 'a date'],
      ['SW1A 1AA', 'a postal code'],
      ['w_123', "a handle of the caller's"],
      ['reports/q3.pdf', 'a file name'],
      ['40 KB', 'a size'],
      ['H0B 3X9', 'a postal code'],
      ['proton.me', 'a domain name'],
      ['0x742d35Cc6634C0532925a3b844Bc454e4438f44e', 'an EVM address'],
      ['vitalik.eth', 'an ENS name'],
      ['10.1038/nature12373', 'a DOI'],
      ['00:1A:2B:3C:4D:5E', 'a MAC address'],
      ['NCT04280705', 'a clinical study id'],
      ['DEUTDEFF', 'a BIC'],
      ['021000021', 'a routing number'],
      ['9780262033848', 'an ISBN'],
      ['github.com/vercel/next.js', 'a code repository'],
      ['$9,000', 'an amount of money'],
      ['45 cents', 'an amount of money'],
      ['4111 1111 1111 1111', 'a payment card number'],
      ['0002-7510-01', 'a drug code (NDC)'],
      ['0xa9059cbb', 'calldata'],
      ['38.8977° N, 77.0365° W', 'coordinates'],
      ['Q42', 'a Wikidata id'],
      ['0000-0002-1825-0097', 'an ORCID iD'],
      ['P04637', 'a UniProt accession'],
      ['E11.9', 'an ICD-10 code'],
      ['38259P508', 'a CUSIP'],
      ['003456789012345670', 'an SSCC'],
      ['3C:22:FB', 'a MAC address prefix (OUI)'],
      ['G-EUPT', 'a tail number'],
      ['IE6388047V', 'a VAT number'],
      ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'a Solana address'],
      ['America/Los_Angeles', 'a time zone name'],
      ['*/15 * * * *', 'a cron pattern'],
      ['0 9 * * 1-5', 'a cron pattern'],
      ['33.000.167/0001-01', 'a CNPJ'],
      ['33000167000101', 'a CNPJ'],
      ['asn4134', 'an autonomous system number'],
      ['ASN 15169', 'an autonomous system number'],
      ['RFC 9110', 'an RFC'],
      ['rfc7231', 'an RFC'],
      ['15-1252', 'an occupation code'],
      ['29-1141.00', 'an occupation code'],
      ['US10000000B2', 'a patent number'],
      ['$tsla', 'a stock ticker'],
      ['48.8584 2.2945', 'coordinates'],
      ['2T3ZF4DV8BW061947', 'a VIN'],
      ['1003000126', 'an NPI'],
      ['NASDAQ:AAPL', 'a stock ticker'],
    ]
    for (const [text, kind] of cases) {
      expect(kinds(`look at ${text} please`), text).toContain(kind)
      expect(recognise(text).rest.trim(), text).toBe('')
    }
  })

  it('checks the check digits it can', () => {
    expect(kinds('DE89370400440532013001')).not.toContain('an IBAN')
    expect(kinds('US0378331006')).not.toContain('an ISIN')
    expect(kinds('5493001KJTIIGC8Y1R13')).not.toContain('an LEI')
    // A VIN with a wrong check digit is still one by its shape (a model year in position 10, a serial ending in digits); without the shape it is not.
    expect(kinds('1HGCM82633A004353')).toContain('a VIN')
    expect(kinds('1HGCM82633A00435Z')).not.toContain('a VIN')
    expect(kinds('1.5 2.25 and 3.125 4.5')).not.toContain('coordinates')
    expect(kinds('999.1.1.1')).not.toContain('an IP address')
    expect(kinds('report.pdf')).not.toContain('a domain name')
    expect(kinds('4111111111111112')).not.toContain('a payment card number')
    expect(kinds('Q2 2024 GDP')).not.toContain('a Wikidata id')
    expect(kinds('0000-0002-1825-0098')).not.toContain('an ORCID iD')
    expect(kinds('38259P509')).not.toContain('a CUSIP')
    expect(kinds('003456789012345671')).not.toContain('an SSCC')
    // A clock time has no hex letter; an F-16 is not a registration.
    expect(kinds('12:30:45')).not.toContain('a MAC address prefix (OUI)')
    expect(kinds('F-16')).not.toContain('a tail number')
    // A CNPJ's two check digits; a cron field out of its range; "as" before a number; a year after a dash; a path's folder.
    expect(kinds('33.000.167/0001-02')).not.toContain('a CNPJ')
    expect(kinds('meet 10 30 * * 2')).not.toContain('a cron pattern')
    expect(kinds('1 2 3 4 5')).not.toContain('a cron pattern')
    expect(kinds('as400 system')).not.toContain('an autonomous system number')
    expect(kinds('Nov 15-2024')).not.toContain('an occupation code')
    expect(kinds('12-3456')).not.toContain('an occupation code')
    expect(kinds('files in Europe/Paris.csv')).not.toContain('a time zone name')
    expect(kinds('$5 coffee')).not.toContain('a stock ticker')
    // An NPI's Luhn check over 80840; a ten-digit US phone number never opens with 1.
    expect(kinds('1003000127')).not.toContain('an NPI')
    expect(kinds('4155552671')).not.toContain('an NPI')
  })

  it('recognises the kinds of the second identifiers round, and leaves their lookalikes', () => {
    const cases: Array<[string, string]> = [
      ['CC(=O)Oc1ccccc1C(=O)O', 'a SMILES string'],
      ['CCN(CC)CC', 'a SMILES string'],
      ['OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O', 'a SMILES string'],
      ['RYYVLZVUVIJVGH-UHFFFAOYSA-N', 'an InChIKey'],
      ['cpe:2.3:a:nginx:nginx:1.18.0:*:*:*:*:*:*:*', 'a CPE name'],
      ['cpe:/a:openbsd:openssh:7.4', 'a CPE name'],
      ['BBG000BLNNH6', 'a FIGI'],
      ['GBAYE0601498', 'an ISRC'],
      ['IMO9074729', 'an IMO number'],
      ['SC009017', 'a UK company number'],
      ['bf.b', 'a stock ticker'],
      ['45000000-7', 'a CPV code'],
      ['0262033844', 'an ISBN'],
      ['0-19-852663-6', 'an ISBN'],
      ['2001:db8::/32', 'an IP address block'],
      ['cwe 89', 'a CWE id'],
      ['ZQGGHJH74DW7', 'a Unique Entity ID (UEI)'],
      ['unique entity id LKH5RNCF1MB3', 'a Unique Entity ID (UEI)'],
    ]
    for (const [text, kind] of cases) {
      expect(kinds(`look at ${text} please`), text).toContain(kind)
      expect(recognise(text).rest.trim(), text).toBe('')
    }
    // Bare digits and short codes are these kinds only when a word of theirs says so.
    expect(kinds('ship 9176187 flag')).toContain('an IMO number')
    expect(kinds('9176187')).not.toContain('an IMO number')
    expect(kinds('vessel 9176188')).not.toContain('an IMO number')
    expect(kinds('mmsi 366982330')).toContain('an MMSI')
    expect(kinds('366982330')).not.toContain('an MMSI')
    expect(kinds('norad 20580')).toContain('a NORAD catalog number')
    expect(kinds('satellite 48274 right now')).toContain('a NORAD catalog number')
    expect(kinds('20580 people near a satellite')).not.toContain('a NORAD catalog number')
    expect(kinds('port USLAX')).toContain('a UN/LOCODE')
    // A location code may hold the digits 2-9 (UN/LOCODE manual): the pre-filter must not skip it.
    expect(kinds('port DE2HB')).toContain('a UN/LOCODE')
    expect(kinds('USLAX')).not.toContain('a UN/LOCODE')
    expect(kinds('port XXLAX')).not.toContain('a UN/LOCODE')
    expect(kinds('icao24 4ca87c')).toContain('an aircraft Mode S address')
    expect(kinds('4ca87c')).not.toContain('an aircraft Mode S address')
    expect(kinds('plane color #4ca87c')).not.toContain('an aircraft Mode S address')
    // Lookalikes: a formula, a network card, a standard's number, big-O, a droid; an ISIN's digits; a wrong check digit; a domain; a SEC CIK.
    for (const text of ['CO2', 'NIC(s)', 'SNP(s)', 'ISO-8601', 'O(n)', 'C3PO', 'CCCCCC']) expect(kinds(text), text).not.toContain('a SMILES string')
    expect(kinds('US0378331005')).not.toContain('an ISRC')
    expect(kinds('BBG000BLNNH7')).not.toContain('a FIGI')
    expect(kinds('0262033845')).not.toContain('an ISBN')
    expect(kinds('0000320193')).not.toContain('an ISBN')
    expect(kinds('example.com')).not.toContain('a stock ticker')
    expect(kinds('e.g. this')).not.toContain('a stock ticker')
    expect(kinds('12345678-9')).not.toContain('a CPV code')
    // A UEI has no I or O and both digits and letters; an ISIN or an ISRC of twelve is read as one first.
    for (const text of ['ZQGGHJH74DWO', 'ABCDEFGHJKLM', '123456789012', 'US0378331005', 'GBAYE0601498']) expect(kinds(text), text).not.toContain('a Unique Entity ID (UEI)')
  })

  it('routes the kinds of the second identifiers round to the operations that take them', () => {
    const first = (query: string) => index.search(query, 1)[0]?.id
    expect(first('CC(=O)Oc1ccccc1C(=O)O')).toBe('chem.compound')
    expect(first('which substance has key RYYVLZVUVIJVGH-UHFFFAOYSA-N')).toBe('chem.compound')
    expect(first('IMO9074729')).toBe('maritime.vessel')
    // "ship" opening the task names the ship, asks for no act ("ship 2 boxes to Denver" still does).
    expect(first('ship 9176187 flag')).toBe('maritime.vessel')
    expect(first('ship 2 boxes to Denver')).toBeUndefined()
    expect(first('norad#39084 elevation from Denver')).toBe('space.satellite')
    expect(first('port of BEANR max draft')).toBe('maritime.port')
    expect(first('BBG000BLNNH6')).toBe('finance.figi')
    expect(first('GBAYE0601498')).toBe('music.recording')
    expect(['gov.entity', 'gov.counterparty', 'gov.exclusions']).toContain(first('MZ8TQ1P4HNC7'))
    expect(first('debarment check on unique entity id LKH5RNCF1MB3')).toBe('gov.exclusions')
    expect(first('45000000-7')).toBe('gov.eu-tenders')
    expect(first('0262033844')).toBe('book.search')
    expect(first('2001:db8::/32')).toBe('security.ip-block')
    expect(first('SC009017 accounts')).toBe('business.uk-companies')
    expect(first('how is bf.a doing today')).toBe('stocks.quote')
    expect(first('what plane has transponder 40621d')).toMatch(/^aircraft\./)
  })

  it('recognises the kinds of the third identifiers round, and leaves their lookalikes', () => {
    const cases: Array<[string, string]> = [
      ['https://ror.org/03vek6s52', 'a ROR id'],
      ['https://shop.example/p?id=4&utm_source=news&fbclid=x1', 'a URL with tracking parameters'],
      ['org.apache.logging.log4j:log4j-core:2.14.1', 'a package and version'],
      ['0901.21', 'an HS code'],
      ['8471.30.0100', 'an HS code'],
      ['CUUR0000SA0', 'a BLS series id'],
      ['LNS14000000', 'a BLS series id'],
      ['DR-4673', 'a FEMA disaster number'],
      ['H.R. 3076', 'a bill number'],
      ['S. 1260', 'a bill number'],
      ['0001318605', 'a SEC CIK'],
      ['CIK 320193', 'a SEC CIK'],
      ['W2741809807', 'an OpenAlex work id'],
      ['A5023888391', 'an OpenAlex author id'],
      ['EP1000000A1', 'a patent publication'],
      ['P80001571', 'an FEC candidate id'],
      ['H8CA05035', 'an FEC candidate id'],
      ['C00401224', 'an FEC committee id'],
      ['K193456', 'a 510(k) number'],
      ['NDA021436', 'an FDA application number'],
      ['207Q00000X', 'a provider taxonomy code'],
      ['USW00094728', 'a weather station id'],
      ['US-CA', 'a subdivision code'],
      ['GB-SCT', 'a subdivision code'],
    ]
    for (const [text, kind] of cases) {
      expect(kinds(`look at ${text} please`), text).toContain(kind)
      expect(recognise(text).rest.trim(), text).toBe('')
    }
    // Said to be one by the words around it.
    expect(kinds('duty on 8517.13')).toContain('an HS code')
    expect(kinds('8517.13')).not.toContain('an HS code')
    expect(kinds('TP53 in mouse')).toContain('a gene symbol')
    expect(kinds('TP53 in Lisbon')).not.toContain('a gene symbol')
    expect(kinds('UAL 2 landed?')).toContain('a flight number')
    expect(kinds('ISO 9001 landed')).not.toContain('a flight number')
    // Lookalikes: an amount, a decimal, a plain link, a version range, a VAT number, a locale, an IFSC code, a US patent, a bank code.
    for (const text of ['$1234.56', '1999.5', '12.30']) expect(kinds(text), text).not.toContain('an HS code')
    expect(kinds('https://example.com/p?id=4')).not.toContain('a URL with tracking parameters')
    expect(kinds('react 18.2:19.0')).not.toContain('a package and version')
    expect(kinds('DE129273398')).not.toContain('a weather station id')
    expect(kinds('en-US')).not.toContain('a subdivision code')
    expect(kinds('XX-CA')).not.toContain('a subdivision code')
    expect(kinds('SBIN0000300')).not.toContain('a BLS series id')
    expect(kinds('LAVB0000001')).not.toContain('a BLS series id')
    expect(kinds('US10123456B2')).not.toContain('a patent publication')
    expect(kinds('1234567893')).not.toContain('a SEC CIK')
    expect(kinds('207Q000001')).not.toContain('a provider taxonomy code')
    expect(kinds('S 1260')).not.toContain('a bill number')
  })

  it('routes the kinds of the third identifiers round to the operations that take them', () => {
    const first = (query: string) => index.search(query, 1)[0]?.id
    expect(first('https://ror.org/03vek6s52')).toBe('research.org')
    expect(first('strip trackers https://shop.example/p?utm_source=x&fbclid=1')).toBe('url.clean')
    expect(first('org.apache.logging.log4j:log4j-core:2.14.1')).toBe('security.package')
    expect(['trade.commodity-resolve', 'trade.tariff']).toContain(first('0901.21'))
    expect(first('CUUR0000SA0')).toBe('bls.series')
    expect(['gov.disaster-declarations', 'gov.disaster-assistance']).toContain(first('DR-4673'))
    expect(first('S. 1260 118th congress')).toBe('gov.congress-bill')
    expect(first('W2741809807')).toBe('papers.citations')
    expect(first('EP1000000A1')).toMatch(/^patents\.epo-/)
    expect(first('P00009423')).toBe('gov.fec-candidate')
    expect(first('K201234')).toBe('medical.device-510k')
    expect(first('208D00000X')).toBe('medical.taxonomy-specialty')
    expect(first('USC00305801')).toMatch(/^climate\.station-/)
    expect(first('USW00094728 daily highs 2023')).toBe('climate.station-history')
    expect(first('US-TX')).toBe('iso.subdivision')
    expect(first('TP53 in mouse')).toBe('bio.gene')
    expect(first('DE129273398')).toBe('tax.vat')
  })

  it('reads the kinds of the fourth identifiers round, and leaves their lookalikes', () => {
    // A CAS Registry Number by its check digit.
    expect(kinds('CAS 50-78-2')).toContain('a CAS number')
    expect(kinds('7732-18-5 boiling point')).toContain('a CAS number')
    expect(kinds('50-78-3')).not.toContain('a CAS number')
    // An NPS park code with a park word, never an English word.
    expect(kinds('grsm trail conditions')).toContain('a national park code')
    expect(kinds('brca campgrounds')).toContain('a national park code')
    expect(kinds('grsm')).not.toContain('a national park code')
    expect(kinds('park near home')).not.toContain('a national park code')
    const first = (query: string) => index.search(query, 1)[0]?.id
    expect(first('CAS 64-17-5')).toBe('chem.compound')
    expect(first('brca campgrounds and fees')).toBe('park.lookup')
    // A FRED series id: a code of plugin-econ's tables alone, or an unknown capitalised code of seven letters or more or with a digit inside.
    expect(first('T10Y2Y')).toBe('econ.fred')
    expect(first('DTWEXBGS')).toBe('econ.fred')
    expect(first('HOUST')).toBe('econ.fred')
    expect(index.search('T10Y2Y', 1)[0]?.reason).toContain('a data series id')
    // Six capitals alone may be a name the index lacks; a trading pair is a market.
    expect(first('let me know whenever a new study on CRISPR comes out')).not.toBe('watchers.fred-series')
    expect(first('BTCUSDT')).not.toBe('econ.fred')
    // ISO 4217 codes (plugin-iso's list) joined as a pair are a conversion, not two tickers.
    expect(first('1500 SEK in NOK')).toBe('convert.currency')
    expect(first('AMD vs ARM')).not.toBe('convert.currency')
  })

  it('routes the newer kinds to the operations that take them', () => {
    expect(index.search('what time is it in America/Los_Angeles', 1)[0]?.id).toBe('timezone.lookup')
    expect(index.search('CNPJ 33.000.167/0001-01', 1)[0]?.id).toBe('business.br-cnpj')
    expect(index.search('what does rfc7231 say about caching', 1)[0]?.id).toBe('dev.rfc')
    expect(index.search('asn4134', 1)[0]?.id).toBe('net.asn')
    expect(index.search('$tsla price right now?', 1)[0]?.id).toBe('stocks.quote')
    expect(index.search('cron 0 9 * * 1-5 call my webhook', 1)[0]?.id).toBe('schedule.create')
    expect(index.search('KJFK', 2).map((hit) => hit.id)).toContain('airport.lookup')
    expect(index.search('1003000126', 3).map((hit) => hit.id)).toContain('medical.npi')
    // 64 hex digits are a Bitcoin transaction when the task says so, a file hash otherwise.
    expect(index.search('bitcoin tx e3bf3d07d4b0375638d5f1db5255fe07ba2c4cb067cd81b84ee974b6585fb468', 1)[0]?.id).toBe('crypto.btc-tx')
    expect(index.search('275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f', 1)[0]?.id).not.toBe('crypto.btc-tx')
  })

  it('routes a ticker, an IP and a package version to the operations that take them', () => {
    expect(index.search('NVDA', 1)[0]?.id).toBe('stocks.quote')
    expect(index.search('NVDA', 1)[0]?.reason).toContain('"NVDA" (a stock ticker')
    expect(index.search('8.8.8.8', 5).map((hit) => hit.id)).toContain('net.ip-resolve')
    expect(index.search('log4j 2.14', 1)[0]?.id).toBe('security.package')
    // A three-part version names a release even after a word the catalog knows.
    expect(index.search('requests 2.19.1', 1)[0]?.id).toBe('security.package')
    expect(index.search('CVE-2021-44228', 1)[0]?.id).toBe('security.cve')
    expect(index.search('what does 21 CFR 101.9 require', 1)[0]?.id).toBe('law.cfr-section')
    expect(index.search('5 USC 552', 1)[0]?.id).toBe('law.usc-section')
    // Known words in capitals are words, not tickers.
    expect(index.search('DNS records of proton.me', 1)[0]?.id).toBe('dns.lookup')
  })

  it('reads a code a plugin knows as that code, not a ticker, alone or with a word of its context', () => {
    const read = codeReader([{ kind: 'an IATA airport code', words: 'airport code', codes: ['AMD', 'BOS', 'SEA'], alone: ['BOS', 'SEA'], context: ['flight', 'from'], pair: 'route' }])
    expect(read('SEA', 'SEA')?.words).toBe('airport code')
    // A code of a smaller airport alone is as likely a ticker (AMD: Ahmedabad, and a chipmaker).
    expect(read('AMD', 'AMD')).toBeUndefined()
    expect(read('AMD', 'which flight leaves AMD first')?.kind).toBe('an IATA airport code')
    expect(read('SEA', 'SEA to BOS on Monday')?.words).toBe('airport code route')
    expect(read('SEA', 'SEA shares after earnings')).toBeUndefined()
    expect(read('NVDA', 'NVDA')).toBeUndefined()
    // Codes listed side by side are not a route; a code that is also a word is one only alone.
    expect(read('AMD', 'AMD vs SEA')).toBeUndefined()
    expect(read('SEA', 'SEA', true)?.kind).toBe('an IATA airport code')
    expect(read('SEA', 'SEA to BOS', true)).toBeUndefined()
  })

  it('routes the IATA codes plugin-airport ships to the airport operations, and tickers stay tickers', () => {
    expect(index.search('ATL', 1)[0]?.id).toBe('airport.lookup')
    expect(index.search('ATL', 1)[0]?.reason).toContain('an IATA airport code')
    expect(index.search('which flights go from BOS to SEA on Monday', 1)[0]?.id).toBe('flight.route-schedule')
    expect(index.search('METAR for the field at DEN', 3).map((hit) => hit.id)).toContain('aviation.metar')
    expect(index.search('AMD', 1)[0]?.id).toBe('stocks.quote')
    expect(index.search('SEA', 1)[0]?.id).toBe('airport.lookup')
    expect(index.search('JPY to CNY', 1)[0]?.id).not.toBe('airport.lookup')
    expect(index.search('analyst ratings for ATL', 1)[0]?.id).not.toBe('airport.lookup')
  })

  it('reads an ISO 3166 alpha-3 code alone as a country, and a supranational ISO 4217 code alone as a currency (s26/devb)', () => {
    // plugin-country's alpha-3 codes (world-countries): alone, or beside a country word, a country, not a ticker.
    expect(index.search('KAZ', 1)[0]?.id).toBe('country.lookup')
    expect(index.search('KAZ', 1)[0]?.reason).toContain('an ISO 3166 country code')
    expect(index.search('flag of NZL', 1)[0]?.id).toBe('country.lookup')
    // ISO 4217's X codes name no country's currency (CFA francs, metals): alone, a currency.
    expect(index.search('XOF', 1)[0]?.id).toBe('iso.currency')
    // A country's currency code alone stays a ticker (AMD: the Armenian dram, and a chipmaker), a market word keeps any code one.
    expect(index.search('AMD', 1)[0]?.id).toBe('stocks.quote')
    expect(index.search('PRT earnings', 1)[0]?.id).not.toBe('country.lookup')
    expect(index.search('NVDA', 1)[0]?.id).toBe('stocks.quote')
  })

  it('reads two words written as one as the two words the catalog writes side by side (s26/devb)', () => {
    const pairs = adjacentStems(['air quality index', 'Form 144 filings'])
    const together = (first: string, second: string) => pairs.has(`${first} ${second}`)
    expect(splitJoined('airquality', together)).toEqual(['air', 'quality'])
    expect(splitJoined('form144', together)).toEqual(['form', '144'])
    // Parts the catalog never writes side by side are a compound it lacks, not two words joined.
    expect(splitJoined('qualityair', together)).toBeUndefined()
    expect(splitJoined('index144', together)).toBeUndefined()
    // Through the index: before, the speller read the joined word as a misspelling of another.
    expect(index.search('dnslookup example.org', 1)[0]?.id).toBe('dns.lookup')
    expect(index.search('dnslookup example.org', 1)[0]?.reason).toContain('"dnslookup" read as "dns lookup"')
    expect(index.search('passwordexposure check for hunter2', 1)[0]?.id).toBe('security.password-exposure')
    // An English compound the catalog lacks stays whole ("backstory" is not "back story").
    expect(index.search('the backstory of the Treaty of Westphalia in a paragraph', 1)[0]?.reason ?? '').not.toContain('read as "back story"')
  })

  it('reads coordinates alone as a place to name, and in a task as the point it is about', () => {
    expect(index.search('34.05, -118.24', 1)[0]?.id).toBe('geocode.reverse')
    // The point an operation takes (its lat and lon) holds the coordinates: the match covers them.
    const ranking = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { cut: false })
    const flood = ranking.rank('will my place at 25.77,-80.19 flood').find((hit) => hit.id === 'geo.flood-zone')
    expect(flood?.explain()).toContain('(coordinates: point, lat, lon)')
    expect(flood?.coverage).toBeGreaterThan(0.6)
  })

  it('reads the forms of the fifth identifiers round, checks their digits, and leaves their lookalikes', () => {
    // A DOI or ORCID iD as its resolver's link is the identifier, not a page.
    expect(kinds('https://doi.org/10.1016/j.cell.2006.07.024')).toEqual(['a DOI'])
    expect(kinds('https://orcid.org/0000-0002-1825-0097')).toEqual(['an ORCID iD'])
    expect(kinds('https://orcid.org/0000-0002-1825-0098')).not.toContain('an ORCID iD')
    // Coordinates in degrees, minutes and seconds, with hemisphere letters, after their names.
    expect(kinds('40°26\'46"N 79°58\'56"W')).toContain('coordinates')
    expect(kinds('48.8584N 2.2945E')).toContain('coordinates')
    expect(kinds('lat 37.7749 lon -122.4194')).toContain('coordinates')
    expect(kinds('version 2.4 notes')).not.toContain('coordinates')
    // AS numbers with a dash or space; national phone forms, never two ZIP codes or a Brazilian CEP.
    expect(kinds('AS-15169 owner')).toContain('an autonomous system number')
    expect(kinds('as 2 people')).not.toContain('an autonomous system number')
    expect(kinds('415-555-0199')).toContain('a phone number')
    expect(kinds('020 7946 0958')).toContain('a phone number')
    expect(kinds('ist 0151 23456789 eine Handynummer')).toContain('a phone number')
    expect(kinds('02139 02140')).not.toContain('a phone number')
    expect(kinds('123-456-7890')).not.toContain('a phone number')
    // A postal code after another language's word for it; the word alone is no code.
    expect(kinds('PLZ 10115')).toContain('a postal code')
    expect(kinds('CEP 01310-100')).toContain('a postal code')
    expect(kinds('〒100-0001')).toContain('a postal code')
    expect(kinds('CEP 01310-100')).not.toContain('a phone number')
    // A GLN by its name and check digit; lower-case IFSC, ISIN and UN/LOCODE.
    expect(kinds('gln 0870686576256')).toContain('a GLN')
    expect(kinds('gln 0870686576257')).not.toContain('a GLN')
    expect(kinds('sbin0000691')).toContain('an IFSC code')
    expect(kinds('test0abcdef')).not.toContain('an IFSC code')
    expect(kinds('isin us7183428421')).toContain('an ISIN')
    expect(kinds('us7183428422')).not.toContain('an ISIN')
    expect(kinds('docker logs us7183428421')).not.toContain('an ISIN')
    expect(kinds('nlrtm unlocode')).toContain('a UN/LOCODE')
    expect(kinds('nlrtm')).not.toContain('a UN/LOCODE')
    expect(kinds('what place is JPTYO in UN/LOCODE')).toEqual(['a UN/LOCODE'])
    // An ISIN's form is not a UEI, unless the UEI's name is before it; an ISBN glued to its name.
    expect(kinds('GB00B03MLX29')).toEqual(['an ISIN'])
    expect(kinds('unique entity id LKH5RNCF1MB3')).toEqual(['a Unique Entity ID (UEI)'])
    expect(kinds('ISBN9780140449136')).toEqual(['an ISBN'])
    // An IBAN with a wrong check digit still has its country's length; another length is not one.
    expect(kinds('does GB61 BARC 1241 4942 4248 05 pass the checksum')).toContain('an IBAN')
    expect(kinds('GB61 BARC 1241 4942 4248 05')).not.toContain('an IBAN')
    expect(kinds('is GB61 BARC 1241 4942 4248 valid')).not.toContain('an IBAN')
    // A Finnish business id by its check digit.
    expect(kinds('Y-tunnus 0112038-9')).toContain('a Finnish business id')
    expect(kinds('0112038-8')).not.toContain('a Finnish business id')
    // A ship's number with another language's word for ship.
    expect(kinds('Schiff 8680234')).toContain('an IMO number')
    expect(kinds('Haus 8680234')).not.toContain('an IMO number')
  })

  it('routes the fifth identifiers round\'s forms to the operations that take them', () => {
    const first = (query: string) => index.search(query, 1)[0]?.id
    expect(first('https://doi.org/10.1016/j.cell.2006.07.024')).toBe('paper.doi-lookup')
    expect(first('https://orcid.org/0009-0005-9521-4670')).toBe('research.author')
    expect(first('415-555-0199')).toBe('phone.normalize')
    expect(first('PLZ 10115 welcher Ort')).toBe('geo.postal')
    expect(first('sbin0000691')).toBe('finance.ifsc-india')
    expect(first('Y-tunnus 0112038-9')).toBe('business.fi-companies')
    expect(first('validate LEI 391287DG5D01TEW4BF16')).toBe('validate.lei')
    // Three addresses or more are one bulk lookup; one is not.
    expect(first('8.8.4.4, 9.9.9.9 and 208.67.222.222 networks')).toBe('ipinfo.bulk')
    expect(first('where is 8.8.4.4')).not.toBe('ipinfo.bulk')
  })
})

describe('intents', () => {
  const intent = (text: string) => intentCues(text).cues.map((cue) => cue.words)
  it('reads being told, a time to run, one at a time, keeping for later', () => {
    expect(intent('let me know when ethereum drops below 2000')).toContain('watch')
    expect(intent('ping me when the FRED series updates')).toContain('watch')
    expect(intent('wake my agent at 9am every weekday')).toContain('schedule cron')
    expect(intent('make sure only one of my workers runs the nightly job')).toContain('lock exclusive')
    expect(intent('remember this for next time')).toContain('store')
    expect(intent('my grandfather earned $9,000 in 1962, what is that today')).toContain('inflation worth')
    expect(intent('who was Marie Curie')).toContain('encyclopedia summary entity')
    expect(intent('send me new headlines about Microsoft as they come out')).toContain('watch')
    expect(intent('guard the payout job so two runs never overlap')).toContain('lock exclusive')
  })

  it('reads the time of the caller\'s own doing as what a question is about, not a time to run at', () => {
    expect(intent('will the sun already be down when I leave work at 5:30 in Boston')).not.toContain('schedule cron')
    expect(intent('do I have enough light left if I tee off at 6pm')).not.toContain('schedule cron')
    expect(intent('when I get home at 5pm ping my server')).toContain('schedule cron')
    expect(intent('wake my agent at 9am every weekday')).toContain('schedule cron')
  })

  it('reads a pager or the caller\'s own server as being told, and never an intent inside quotes', () => {
    expect(intent('page me when a hurricane warning is issued here')).toContain('watch')
    expect(intent('notify my server when the gate changes')).toContain('watch')
    expect(intent('let my backend know when a new CVE is published')).toContain('watch')
    expect(intent('inform our pipeline if the exchange rate moves')).toContain('watch')
    expect(intent('I want a callback to my endpoint each time the filing list changes')).toContain('watch')
    expect(intent('alert the team about every new patent on batteries')).toContain('watch')
    expect(intent('the importer needs exclusive access to the ledger for a minute')).toContain('lock exclusive')
    expect(intent('write the cursor somewhere so the next run can pick it up')).toContain('store')
    expect(intent('my agent should learn of every new FDA recall')).toContain('watch')
  })

  it('reads a language named as where a text should end up as a translation, in the languages of the dictionaries', () => {
    for (const task of ['turn this note into French', 'pon este mensaje al francés', 'mets ça en allemand', 'diesen Satz ins Französische', 'passa questo in tedesco', 'переложи это на немецкий', 'bu notu Almancaya çevir', 'これをドイツ語にして', '把这句话改成英文', 'حول هذا إلى الفرنسية']) {
      expect(intent(task), task).toContain('translate language')
    }
    expect(intent('news in German about the election')).toEqual([])
    expect(index.search('turn this note into French', 1)[0]?.id).toBe('ai.translate')
    expect(index.search('resolve "next Tuesday at 5pm" to a date', 1)[0]?.id).toBe('time.parse')
  })

  it('keeps an operation an intent points at, however few of the task\'s other words it matches', () => {
    const task = 'make sure only one of my agent replicas runs the nightly migration at a time'
    const ranking = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { cut: false })
    const lock = ranking.rank(task).find((hit) => hit.id === 'lock.acquire')
    expect(lock?.coverage).toBeLessThan(MIN_COVERAGE)
    expect(index.search(task, 1)[0]?.id).toBe('lock.acquire')
    // A better-scoring match the bar finds unsure (batch.run: "batch", "runner") yields to the one the intent points at.
    expect(index.search('our cron pods double-charge buyers, keep the invoice batch to a single runner', 1)[0]?.id).toBe('lock.acquire')
  })

  it('reads work handed to another worker as a queue and a message for every listener as publish/subscribe', () => {
    expect(intent('I need to hand this SEC filing parse job to another worker')).toContain('queue')
    expect(intent('send this task to the work queue so any free worker picks it up')).toContain('queue')
    expect(intent('defer the earnings report rebuild to a background worker')).toContain('queue')
    expect(intent('broadcast an event to everyone listening')).toContain('broadcast subscriber')
    expect(intent('fan out the new exchange rate to all my listening services')).toContain('broadcast subscriber')
    expect(intent('post an event to my topic so subscribers get it')).toContain('broadcast subscriber')
    expect(intent('how many workers are employed in Ohio')).toEqual([])
    expect(intent('the longest queue at the DMV')).toEqual([])
    expect(index.search('I need to hand this SEC filing parse job to another worker', 1)[0]?.id).toBe('queue.enqueue')
    expect(index.search('fan out this event to all my subscribers', 1)[0]?.id).toBe('pubsub.publish')
  })

  it('reads a listener added to or taken off a feed as subscribe and unsubscribe, and a timed act on the caller\'s own software as a delivery', () => {
    expect(intent('wire our billing webhook to the invoices channel')).toContain('subscribe topic')
    expect(intent('I want to receive every message published on the prices topic')).toContain('subscribe topic')
    expect(intent('the staging server should no longer receive messages from the orders topic')).toContain('unsubscribe subscriber')
    expect(intent('connect the dots between these two papers')).toEqual([])
    expect(intent('stop the car when the light turns red')).toEqual([])
    expect(index.search('wire our billing webhook to the invoices channel', 1)[0]?.id).toBe('pubsub.subscribe')
    // "nudge" is no delivery verb, but its object is the caller's bot: a schedule's call; a plant is not software.
    expect(index.search('nudge my summarizer bot at noon every day', 1)[0]?.id).toBe('schedule.create')
    expect(index.search('water my plants at 7am every day')).toEqual([])
    expect(intent('trigger the cleanup once an hour')).toContain('schedule cron')
    expect(intent('fire a POST at my health route every five minutes')).toContain('schedule cron')
  })

  it('reads overlapping runs as a lock, what was remembered or where to resume as a store, waking the caller\'s agent as being told', () => {
    expect(intent('how do I stop two cron runs of the FRED import from overlapping')).toContain('lock exclusive')
    expect(intent('grab the rebuild so the other pods skip it')).toContain('lock exclusive')
    expect(intent('we need a single writer for the ledger file')).toContain('lock exclusive')
    expect(intent('the kids take the bus to school')).toEqual([])
    expect(intent('the tides endpoint keeps timing out for Boston')).toContain('feedback bug report')
    expect(intent('is the Stripe API down right now')).toEqual([])
    expect(index.search('the tides endpoint keeps timing out for Boston', 1)[0]?.id).toBe('feedback.send')
    expect(intent('recall what I remembered about the user\'s timezone last run')).toContain('store')
    expect(intent('save the cursor so my agent resumes from there tomorrow')).toContain('store')
    expect(intent('wake my agent when a strong quake hits')).toContain('watch')
    expect(index.search('wake my agent when a strong quake hits', 1)[0]?.id).toBe('watchers.earthquake')
  })

  it('reads a question about what the caller\'s own watcher or schedule did as its status, and what it keeps as a list', () => {
    expect(intent('has my stock watcher fired any webhooks')).toContain('status delivery log watcher')
    expect(intent('when does my cron fire next')).toContain('status delivery log schedule')
    expect(intent('show the checks and errors of my DNS watcher')).toContain('status delivery log watcher')
    expect(intent("why hasn't my earthquake watcher called my webhook")).toContain('status delivery log watcher')
    expect(index.search("why hasn't my earthquake watcher called my webhook", 1)[0]?.id).toBe('watchers.status')
    expect(intent('when does the next SpaceX launch happen')).toEqual([])
    expect(intent('did our noon timer reach the billing server')).toContain('status delivery log schedule')
    expect(intent('did my job interview go well')).toEqual([])
    expect(intent('what blobs do I have stored')).toContain('list')
    expect(intent('what did I store under key prefs')).toContain('read stored')
    expect(intent('delete what I stored under key prefs')).not.toContain('read stored')
    expect(intent('show my uploaded files with their sizes')).toContain('list')
    expect(intent('show the files of the Epstein case')).toEqual([])
    expect(index.search('when does my cron fire next', 1)[0]?.id).toBe('schedule.status')
    expect(index.search('what blobs do I have stored', 1)[0]?.id).toBe('store.blob-list')
  })

  it('leaves plain questions alone', () => {
    expect(intent('when was the last big earthquake in Chile')).toEqual([])
    expect(intent('what is the VAT rate in France')).toEqual([])
    expect(intent('weather forecast for Paris')).toEqual([])
  })

  it('ranks a watcher with the operation it polls when the query asks to be told, below it otherwise', () => {
    const told = index.search('ping me when the FRED unemployment series updates', 5).map((hit) => hit.id)
    expect(told[0]).toBe('watchers.fred-series')
    const plain = index.search('FRED unemployment series', 10).map((hit) => hit.id)
    expect(plain.indexOf('econ.fred')).toBeLessThan(plain.indexOf('watchers.fred-series') === -1 ? 99 : plain.indexOf('watchers.fred-series'))
  })
})

describe('acts', () => {
  it('finds the act a task opens with', () => {
    expect(leadingAct('transfer 50 USDC to my friend')).toBe('transfer')
    expect(leadingAct('please book a table for two')).toBe('book')
    expect(leadingAct('can you order a pizza')).toBe('order')
    expect(leadingAct('make a dinner reservation for Friday')).toBe('reservation')
    expect(leadingAct('log into my bank')).toBe('log into')
    expect(leadingAct('turn off the lights')).toBe('turn')
    expect(leadingAct('book reviews of Dune')).toBeUndefined()
    expect(leadingAct('open bugs on the next.js repo')).toBeUndefined()
    expect(leadingAct('turn my voice memo into text')).toBeUndefined()
    expect(leadingAct('weather in Paris')).toBeUndefined()
    // A verb English has but the catalog never uses, before an object, asks for an act too.
    const unknown = (word: string) => ['refill', 'mute'].includes(word)
    expect(leadingAct('refill my prescription at CVS', unknown)).toBe('refill')
    expect(leadingAct('mute the phone', unknown)).toBe('mute')
    expect(leadingAct('refill rates', unknown)).toBeUndefined()
    // s14/nf: an amount of money after a verb that moves things is a payment; an act named as a noun after "request".
    expect(leadingAct('send 0.05 BTC to this address')).toBe('transfer')
    expect(leadingAct('pull 200 dollars out of the ATM near me')).toBe('transfer')
    expect(leadingAct('send a JSON message to my topic')).toBe('send')
    expect(leadingAct('request a refund for my canceled flight')).toBe('refund')
    expect(leadingAct('request a new feature from the maintainers')).toBeUndefined()
    // s22/nf: a message to people (not feedback, not the caller's topic), math, advice, a part to play, git and SQL commands.
    expect(leadingAct('send an SMS blast to our customer list')).toBe('correspond')
    expect(leadingAct('send a thank-you card to the client')).toBe('correspond')
    expect(leadingAct('write a quick text to my sister')).toBe('correspond')
    // Text a task asks for is not a message to people: alt text describes an image.
    expect(leadingAct('write alt text for this product photo so screen reader users know what it shows')).not.toBe('correspond')
    expect(leadingAct('send an email to the operators about a bug')).toBe('send')
    expect(leadingAct('solve 3x + 7 = 22 for x')).toBe('solve')
    expect(leadingAct('is 7919 a prime number')).toBe('solve')
    expect(leadingAct('is 7919 a valid ZIP code')).toBeUndefined()
    expect(leadingAct('help me choose between two job offers')).toBe('advise')
    expect(leadingAct('should I bring an umbrella tomorrow')).toBeUndefined()
    expect(leadingAct('roleplay as a pirate captain')).toBe('roleplay')
    expect(leadingAct('git rebase my branch onto develop')).toBe('git')
    expect(leadingAct('drop the users table in postgres')).toBe('sql')
    expect(leadingAct('drop a message in my jobs queue')).toBeUndefined()
    expect(leadingAct('settle up with Priya for the cabin')).toBe('settle up')
    expect(leadingAct('kill the process using port 3000')).toBe('kill')
    expect(leadingAct('gift a steam game to my nephew')).toBe('gift')
    expect(leadingAct('gift ideas for my dad')).toBeUndefined()
    expect(leadingAct('return the shoes I ordered last week')).toBe('return')
    expect(leadingAct('return the top 5 stories on hacker news')).toBeUndefined()
    expect(leadingAct('ping the on-call engineer about the outage')).toBe('ping')
    expect(leadingAct('get me a plumber for a leaking pipe')).toBe('summon')
    expect(leadingAct('have a pharmacy refill my prescription')).toBe('summon')
    expect(leadingAct('find me a plumber licensed in Texas')).toBeUndefined()
    expect(leadingAct('bet 20 dollars on the Lakers tonight')).toBe('bet')
  })

  it('reads a verb of an act in the world no operation performs as an act, from WordNet (s26/acts)', () => {
    // Known to the index as words ("car", "airport", "groceries"): only the generated verbs tell these are acts.
    expect(leadingAct('tow my car from the airport parking lot')).toBe('tow')
    expect(leadingAct('redeem my loyalty points for a hotel night')).toBe('redeem')
    expect(leadingAct('I need you to hang the new curtains in the bedroom')).toBe('hang')
    // A verb used more as a noun is an act only before its object.
    expect(leadingAct('wrap the birthday presents for the party')).toBe('wrap')
    expect(leadingAct('wrap sizes for burritos')).toBeUndefined()
    // A verb an operation performs, or one of its vocabulary, stays the search's ("draw" is an image's).
    expect(leadingAct('draw a picture of a dragon')).toBeUndefined()
    expect(leadingAct('translate this menu into French')).toBeUndefined()
    expect(index.search('tow my car from the airport parking lot', 5)).toEqual([])
    expect(index.search('redeem my loyalty points for a hotel night', 5)).toEqual([])
  })

  it('answers no match for trades beside an intent, a named company\'s account, and an English act in a task read as another language', () => {
    for (const task of ['sell half my bitcoin if it drops below 60k', 'what\'s my Verizon data usage this month', 'my Peloton workout history', 'send my resume to Google recruiters', 'pay my student loan payment to Navient']) expect(index.search(task), task).toEqual([])
    // s22/nf: "turn on" keeps its particle in a task read as another language ("autopay" and "verizon" read it as Polish).
    expect(index.search('turn on autopay for my verizon bill')).toEqual([])
    expect(index.search('cancel my Tesla price watcher', 1)[0]?.id).toBe('watchers.cancel')
    expect(index.search('how much is my Pokemon collection worth', 1)[0]?.id).toBe('tcg.card')
  })

  it('matches the act to the verb an operation is described with', () => {
    expect(performs('deletes', 'delete')).toBe(true)
    expect(performs('publishes', 'publish')).toBe(true)
    expect(performs('filings', 'file')).toBe(false)
    expect(performs(undefined, 'send')).toBe(false)
  })

  it('answers an errand on the caller\'s own things with no match when all a match holds is its verb, and keeps the operations that take what is named', () => {
    for (const task of ['claim my airdrop', 'record my screen while I demo the app']) expect(index.search(task), task).toEqual([])
    expect(index.search('translate my notes into Spanish', 1)[0]?.id).toBe('ai.translate')
    expect(index.search('validate my IBAN DE89370400440532013000', 1)[0]?.id).toBe('validate.iban')
    expect(index.search('release my lock', 1)[0]?.id).toBe('lock.release')
    expect(index.search('cancel my watcher w_123', 1)[0]?.id).toBe('watchers.cancel')
  })

  it('answers an act no operation performs with no match, and one that an operation performs with it', () => {
    for (const query of ['transfer 50 USDC to my friend', 'buy 10 shares of Tesla', 'book a flight to Paris next Friday', 'cancel my flight', 'delete my account']) {
      expect(index.search(query), query).toEqual([])
    }
    for (const query of ['refill my prescription at CVS']) expect(index.search(query), query).toEqual([])
    expect(index.search('cancel my daily reminder', 1)[0]?.id).toBe('schedule.cancel')
    // An operation named for an act performs it though its description opens with another verb (lock.renew: "Extends the lease").
    expect(index.search('renew the lock my importer holds', 1)[0]?.id).toBe('lock.renew')
    expect(index.search('delete what I stored under key cursor-7', 1)[0]?.id).toBe('store.kv-delete')
    // An -ing form tells what something does, not the act asked for: "reading PDFs" does not lift what "Reads" a blob.
    expect(index.search('is there a Rust library for reading PDFs', 1)[0]?.id).toBe('dev.rustpkg-search')
    // An act of a family performs what the family's described act does ("terminate" what "Cancels" describes).
    expect(index.search('terminate schedule sch_12', 1)[0]?.id).toBe('schedule.cancel')
    // The caller's handles and file names say which of its things the task is about.
    expect(index.search('what did watcher w_4 last see', 1)[0]?.id).toBe('watchers.status')
    expect(index.search('keep logos/main.png in my storage', 1)[0]?.id).toBe('store.blob-put')
    // A time does not make every act a schedule's: only a delivery to the caller is.
    for (const query of ['feed the cat at 6pm', 'pick up the kids at 3:30pm']) expect(index.search(query), query).toEqual([])
    for (const query of ['post the digest to my webhook at 7am', 'call my endpoint at 6:30pm']) expect(index.search(query, 1)[0]?.id, query).toBe('schedule.create')
    expect(index.search('send a bug report to the operators', 1)[0]?.id).toBe('feedback.send')
    expect(index.search('send a message to all subscribers', 1)[0]?.id).toBe('pubsub.publish')
  })

  it('puts first the sibling that performs the asked act, said in a phrase or a word, but not for a question or the group\'s own name', () => {
    // "hand ... back" releases, "a few more minutes" extends: the sibling matching more words (lock.acquire) goes second.
    const handedBack = index.search("hand the deploy lock back, I'm done with it", 2)
    expect(handedBack.map((hit) => hit.id)).toEqual(['lock.release', 'lock.acquire'])
    // The sibling takes the best score: scores stay in order.
    expect(handedBack[0]!.score).toBeGreaterThanOrEqual(handedBack[1]!.score)
    expect(index.search('I need a few more minutes on the import lock', 1)[0]?.id).toBe('lock.renew')
    // A question about a thing asks for no act ("stop" is what a watcher did, not watchers.cancel).
    expect(index.search('why did watcher w_9 stop calling my webhook', 1)[0]?.id).toBe('watchers.status')
    // "store" names the group here, not the act of storing.
    expect(index.search('show every key under session: in my kv store', 1)[0]?.id).toBe('store.kv-scan')
    // Looser words, read among siblings only: open creates, detach removes, look up reads, filter finds, claim leases.
    const firsts: Array<[string, string]> = [
      ['open a fan-out topic for deploy alerts', 'pubsub.create-topic'],
      ['detach my old listener from the builds topic', 'pubsub.unsubscribe'],
      ['look up the value under key cursor-9', 'store.kv-get'],
      ['filter my saved orders where status is shipped', 'store.doc-search'],
      ['claim the oldest waiting job from the thumbnails backlog', 'queue.lease'],
      // A phrase's act overrides its words': "get rid of" deletes, its "get" reads nothing.
      ['get rid of the old report blob I uploaded', 'store.blob-delete'],
      // What others can do with the thing (after "can") is not the act asked: the topic is made.
      ['I need a topic my workers can broadcast alerts on', 'pubsub.create-topic'],
    ]
    for (const [task, id] of firsts) expect(index.search(task, 1)[0]?.id, task).toBe(id)
  })
})

describe('other languages', () => {
  const known = new Set([
    ...fullCatalog.entries.flatMap((entry) => tokenize(`${entry.group} ${entry.name} ${entry.description} ${entry.params.join(' ')} ${(entry.keywords ?? []).join(' ')}`)),
    ...[...parseTable(fullCatalog.vocabulary.synonyms ?? []).keys()].flatMap((key) => key.split(' ')),
  ])
  const english = (query: string) => translate(query, (word) => isStopWord(word) || known.has(stem(word)))

  it('reads each language of the dictionaries', () => {
    const samples: Array<[string, string, string]> = [
      ['es', '¿va a llover mañana en Madrid?', 'rain'],
      ['de', 'wie wird das Wetter morgen in Berlin', 'weather'],
      ['fr', 'traduis ce paragraphe en anglais', 'translate'],
      ['ja', '明日の東京の天気', 'weather'],
      ['ru', 'погода в Москве на завтра', 'weather'],
      ['pt', 'cotação do dólar hoje', 'exchange rate'],
      ['it', 'che tempo farà domani a Roma', 'tomorrow'],
      ['nl', 'wisselkoers euro dollar', 'exchange rate'],
      ['pl', 'pogoda w Warszawie na jutro', 'weather'],
      ['tr', 'yarın İstanbul\'da hava nasıl olacak', 'tomorrow'],
      ['zh', '比特币价格', 'bitcoin'],
      ['fa', 'قیمت بیت کوین', 'price'],
      ['ko', '내일 서울 날씨', 'weather'],
      ['ar', 'ما حالة الطقس في القاهرة غدا', 'weather'],
      ['hi', 'मुंबई में कल मौसम कैसा रहेगा', 'weather'],
      ['id', 'hari libur nasional Indonesia 2025', 'public holidays'],
      ['vi', 'ngày lễ ở Việt Nam năm 2025', 'public holidays'],
    ]
    expect(new Set(samples.map(([code]) => code))).toEqual(new Set(DICTIONARIES.map((dictionary) => dictionary.code)))
    expect(index.search('¿va a llover mañana en Madrid?', 1)[0]?.reason).toMatch(/; read as Spanish$/)
    // Arabic and Persian share a script: the words each knows tell them apart.
    expect(english('قیمت بیت کوین').language).toBe('fa')
    expect(index.search('كم سعر البيتكوين الآن', 1)[0]?.reason).toMatch(/; read as Arabic$/)
    expect(index.search('भारत में छुट्टियों की सूची 2025', 1)[0]?.id).toBe('calendar.holidays')
    for (const [code, query, word] of samples) {
      const translation = english(query)
      expect(translation.language, query).toBe(code)
      expect(translation.text, query).toContain(word)
    }
  })

  it('leaves English alone, also when a word is a word of another language too', () => {
    for (const query of ['port of Rotterdam', 'is this text toxic', 'recalls on a red car', 'weather in Paris tomorrow', 'exchange rate euro to dollar', 'where can I charge my electric car near Portland']) {
      expect(english(query).language, query).toBe('en')
    }
  })

  it('does not tell a language from a name read as an inflected key ("Bandung" is no German "band")', () => {
    expect(english('cuaca Bandung').language).toBe('id')
    expect(index.search('cuaca Bandung', 1)[0]?.id).toBe('weather.forecast')
  })

  it('reads a word past its clitics, compounds by their parts, and a Korean syllable only where it stands alone', () => {
    // Arabic: "و" + "ال" written onto "مدارس" (schools).
    expect(english('متى تغلق البنوك والمدارس').text).toContain('schools')
    // German: "Web" + "adresse", neither part a key of the whole.
    expect(english('ruf jeden Montag meine Webadresse auf').text).toContain('url')
    // Korean: 비 (rain) stands alone before a particle, not as the first syllable of 비싸게 (expensive); 이 inside 타이밍 is no particle.
    expect(english('내일 비가 와').text).toContain('rain')
    expect(english('비트코인이 얼마나 더 비싸게 팔려').text).not.toContain('rain')
    expect(english('살 타이밍을 잡고 싶어').text).toContain('타이밍')
    // Vietnamese with its tones folded: "mua" (buy) is rain only in a rain phrase ("có mưa").
    expect(english('ngày mai ở Hà Nội có mưa không').text).toContain('rain')
    expect(english('định mua nhẫn cưới, giá vàng hôm nay').text).not.toContain('rain')
  })

  it('maps every dictionary word to words the catalog or its vocabulary knows', () => {
    const unknown = new Set<string>()
    for (const dictionary of DICTIONARIES) {
      for (const line of dictionary.words.split('\n')) {
        const right = line.split('=')[1]
        if (right) for (const word of words(right)) if (!known.has(stem(word))) unknown.add(word)
      }
    }
    // Place names carried through as English words of the query, and the words of an intent ("only one", "at a time", "when", "notify me",
    // "every Wednesday": intents.ts reads them once the query is translated).
    // s25/lang: "am", "pm" after a clock time (Vietnamese "6 giờ sáng": "6 am") and "russian" (a nationality, as the places are).
    expect([...unknown].sort()).toEqual(['am', 'at', 'beijing', 'china', 'dong', 'india', 'japan', 'korea', 'me', 'only', 'pm', 'riyadh', 'ruble', 'rupee', 'rupiah', 'russian', 'saturday', 'soccer', 'the', 'thursday', 'wednesday', 'when', 'won', 'yesterday', 'yuan', 'zloty'].filter((word) => unknown.has(word)))
  })
})

describe('loanwords', () => {
  it('spells Cyrillic and Devanagari words in the Latin letters of their English original', () => {
    expect(latinSpelling('доллар')).toBe('dollar')
    expect(latinSpelling('статус')).toBe('status')
    expect(latinSpelling('रॉकेट')).toBe('roket')
    expect(latinSpelling('कंपनी')).toBe('kanpani')
    expect(latinSpelling('dollar')).toBeUndefined()
  })

  it('reads a borrowed English word no dictionary lists as the index\'s word', () => {
    expect(index.search('अगला रॉकेट लॉन्च कब है', 1)[0]?.id).toBe('space.launches')
    expect(index.search('статус биткоина', 1)[0]?.reason).toContain('"bitcoin"')
  })
})

describe('misspellings', () => {
  it('measures edits with swaps as one', () => {
    expect(editDistance('recal', 'recall')).toBe(1)
    expect(editDistance('pirce', 'price')).toBe(1)
    expect(editDistance('wether', 'weather')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })

  it('reads a word the index does not know as the known word one or two edits away', () => {
    const speller = createSpeller(['recall', 'weather', 'forecast', 'earthquake', 'price'], () => 1)
    expect(speller.correct('recal')).toBe('recall')
    expect(speller.correct('forcast')).toBe('forecast')
    expect(speller.correct('earthqake')).toBe('earthquake')
    expect(speller.correct('weather')).toBeUndefined()
    expect(speller.correct('sure')).toBeUndefined()
    expect(speller.correct('zzzzzz')).toBeUndefined()
  })

  it('reads a four-letter word through a swap of two letters side by side', () => {
    const speller = createSpeller(['news', 'time', 'fear'], () => 1)
    expect(speller.correct('nwes')).toBe('news')
    expect(speller.correct('tiem')).toBe('time')
    // One edit of another kind lands on too many four-letter words.
    expect(speller.correct('feer')).toBeUndefined()
    // News about a company named without a ticker or a word of shares: the news search or the company's feed (stocks.company-news is gated on those words).
    expect(['news.search', 'stocks.company-news']).toContain(index.search('nwes about nvidia', 1)[0]?.id)
    expect(index.search('nwes about NVDA', 1)[0]?.id).toBe('stocks.company-news')
  })

  it('finds the operation through a misspelling, but never respells a name', () => {
    expect(index.search('recal notices on my 2018 toyota', 1)[0]?.id).toBe('vehicle.recalls')
    expect(index.search('recal notices on my 2018 toyota', 1)[0]?.reason).toContain('"recal" read as "recall"')
    expect(index.search('weather in Lyon', 1)[0]?.reason).toContain('no match for "lyon"')
    // A common English word the catalog does not use is a word, not a misspelling ("beach" is not "breach").
    expect(index.search('how windy will it be at the beach on Sunday', 1)[0]?.id).toMatch(/^weather\./)
  })

  it('reads American spellings as English words ("color", "yogurt"), not misspellings of the catalog\'s words', () => {
    for (const word of ['color', 'favorite', 'neighborhood', 'analyze', 'among', 'yogurt']) expect(isCommonEnglish(word), word).toBe(true)
    expect(index.search('how much protein is in greek yogurt', 1)[0]?.id).toBe('nutrition.food')
  })
})
