import { tokenize } from './tokenize.ts'

/**
 * How agents phrase tasks, mapped onto the catalog's vocabulary. Each line is
 * `words: catalog words`; every word on the left expands to the words on the right.
 */
const TABLE = `
rain snow umbrella precipitation storm sunny cloudy hot cold wind humid: weather forecast
temperature: weather current forecast
tomorrow week upcoming: forecast
weather: forecast current
air pollution smog pm25 ozone: air quality
hurricane tornado warning: weather alert
owns owner own parent subsidiary subsidiaries ownership ultimate: lei hierarchy entity
lei: lei business
company companies firm corporation business incorporated: business entity companies registry
kyb due diligence onboarding: kyb business screen
sanctioned sanction ofac blacklist blocked sdn: screen sanctions address
wallet address: address crypto
bitcoin btc: btc crypto coin
ethereum eth ether: crypto chain gas
token coin crypto cryptocurrency: crypto token coin price
price cost quote worth: price quote
stock share equity ticker: stocks quote symbol
gas gwei: gas oracle
defi tvl protocol: defi
nft collectible: nft
sentiment fear greed: fear greed
convert conversion: convert
mile miles km kilometer kilometre meter metre feet foot inch pound kg kilogram gram ounce gallon liter litre celsius fahrenheit kelvin: unit convert
currency exchange fx forex dollar euro yen pound sterling usd eur jpy gbp: currency fx rates convert
hash sha sha256 sha1 md5 digest checksum hmac: hash compute
iban bank account: iban validate
bic swift: bic validate
isin security identifier: isin validate
cusip: cusip validate
routing aba: aba validate
barcode ean upc gtin: gtin barcode validate product
valid validate verify check correct: validate
qr qrcode: barcode generate qr
holiday holidays vacation off: holidays calendar
business working workday weekday: business days calendar
earnings eps: earnings calendar
ipo listing: ipo calendar
metar airport weather aviation: metar aviation
taf: taf aviation
flight flights plane: flight aviation status
airport: airport
aircraft plane tail registration: aircraft
store save remember persist keep put: store kv put
read fetch retrieve get load: get
delete remove erase: delete
lock mutex: lock acquire
queue job task enqueue: queue enqueue
schedule cron later callback remind: schedule create
publish subscribe pubsub broadcast topic: pubsub publish subscribe
watch monitor alert notify notification: watchers
vector embedding similarity semantic: vector query
file blob upload: blob put
chinese mandarin simplified traditional hanzi: chinese convert
pinyin romanize: pinyin chinese
sunrise sunset daylight dawn dusk: sunrise compute
time date parse when: time parse
timezone tz offset utc: timezone lookup
country nation: country lookup
language: iso language
phone telephone mobile: phone normalize
domain whois registrar: domain whois
dns record mx: dns lookup
ip: ip geo
email mail: email validate
chat llm gpt ai model completion prompt: ai chat
image picture photo generate draw: ai image
translate translation: ai translate
summarize summary tldr: ai summarize
classify category categorize label: ai classify
ocr scan extract: ai ocr extract
screenshot render capture: screenshot render
gene dna: bio gene
protein: bio protein
species animal plant: bio species
chemical compound molecule: chem compound
drug medicine medication pharmaceutical: medical drug
clinical trial study: clinical trial
doctor physician provider npi: npi medical provider
hospital: hospital health
disease outbreak: disease health
law legal court case: law case
patent invention: patents
trademark brand: trademark
congress senate house bill legislation law: congress bill
vote voting roll: votes
election campaign donation contribution: fec
lobbying lobbyist: lobbying
contract procurement tender: contract tenders
recall recalled: recall
earthquake quake seismic: quakes recent
tide tides: tides
river stream flood: water gauge
gdp economy economic: gdp econ indicator
inflation cpi: inflation
unemployment jobless employment: unemployment labor
interest mortgage: rates mortgage
treasury debt: treasury
sec filing filings 10k 10q edgar: sec filings
insider: insider trades
fund holdings 13f: thirteen
news headline article: news
paper papers research academic citation doi: papers paper
book books isbn author novel: book search
music song artist album: music
movie film: movie
sport sports game score team nba nfl mlb nhl: sports
vehicle car vin: vehicle vin
food nutrition calorie: nutrition food
restaurant hygiene: food hygiene
zip zipcode postal postcode: zip postal
census population demographic: census demographics
address geocode coordinates latitude longitude: geocode address
nearby near around close: near nearby
elevation altitude: elevation
tax vat: tax vat
loan amortization: amortize finance
bin card credit: bin finance
cve vulnerability exploit security cwe: security cve
malware ioc threat reputation: ioc reputation
password breach leak pwned: password exposure
tls ssl certificate cert: tls cert
csv spreadsheet: csv
json: json
jwt token decode: jwt decode
regex regular expression: regex test
uuid guid: uuid
diff compare difference: diff
typescript interface: typescript
zod schema: zod
markdown html: markdown html
redact pii anonymize mask: redact
compress shrink resize: image compress
edi x12 edifact 850 810 856: edi
gif countdown timer: countdown gif
definition define meaning dictionary word: word define
synonym related thesaurus: word related
url link clean tracking: url clean
batch bulk many multiple: batch run
endpoint api operation discover: search endpoints
space planet star asteroid satellite launch: space
`

export const SYNONYMS: ReadonlyMap<string, readonly string[]> = buildSynonyms(TABLE)

function buildSynonyms(table: string): Map<string, string[]> {
  const map = new Map<string, Set<string>>()
  for (const line of table.split('\n')) {
    const [left, right] = line.split(':')
    if (!left || !right) continue
    const targets = tokenize(right)
    for (const word of tokenize(left)) {
      const set = map.get(word) ?? new Set<string>()
      for (const target of targets) if (target !== word) set.add(target)
      map.set(word, set)
    }
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]))
}
