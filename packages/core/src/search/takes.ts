import type { InputSchema } from '../define.ts'
import { recognise } from './recognise.ts'

interface Node {
  type: string
  wrapped?: Node
  item?: Node
  options?: Node[]
  pipe?: Array<Node & { kind?: string; description?: string }>
}

/**
 * What each identifier kind is called in a parameter's name or description ("npi", "National Provider
 * Identifier"): a parameter so named takes that kind. The names are the kinds' own, not words of the
 * operations: which operations take a kind is read from their parameters (see paramKinds).
 */
const NAMES: Record<string, RegExp> = {
  'an IP address': /\bips?\b|\bipv[46]\b|\bip address/,
  'an IP address block': /\bcidr\b|\bip prefix/,
  'a domain name': /^domain\b|\bdomain (?:or host )?name|\bhost name/,
  'an e-mail address': /\be-?mail address|^email\b/,
  'a transaction hash': /\btransaction hash|^hash\b.*0x|^tx hash/,
  'an EVM address': /\bevm address|\bwallet\b.*0x|^(?:contract )?address\b.*0x/,
  'a Bitcoin address': /\bbitcoin address/,
  'an ENS name': /\bens name/,
  'a CVE id': /\bcve\b/,
  'a CWE id': /\bcwe\b/,
  'a DOI': /\bdoi\b/,
  'an ORCID iD': /\borcid\b/,
  'a clinical study id': /\bnct ?id\b|clinicaltrials\.gov id/,
  'an ICD-10 code': /\bicd-?10/,
  'a Wikidata id': /\bwikidata\b/,
  'an autonomous system number': /^asn\b|\bas number/,
  'an RFC': /^rfc\b/,
  'an occupation code': /\bsoc\b.*code|\bo\*net/,
  'a patent number': /\bpatent number/,
  'a patent publication': /\bpublication number/,
  'an OpenAlex work id': /\bopenalex work id/,
  'a FEMA disaster number': /^disaster number/,
  'a bill number': /^bill number/,
  'an FEC candidate id': /\bfec candidate id|^candidate id/,
  'an FEC committee id': /\bfec committee id|^committee id/,
  'a 510(k) number': /\b510\(k\)|^k number/,
  'an FDA application number': /\bfda application number/,
  'a provider taxonomy code': /\bnucc\b|\btaxonomy code/,
  'a weather station id': /\bghcn/,
  'a subdivision code': /\bsubdivision\b|\biso 3166-2/,
  'a SEC CIK': /\bcik\b|central index key/,
  'a stock ticker': /\bticker\b/,
  'a package and version': /^package\b|\bpackage name/,
  'a MAC address': /^mac\b|\bmac address/,
  'a MAC address prefix (OUI)': /^mac\b|\bmac address|\boui\b/,
  'a FIGI': /\bfigi\b/,
  'an ISRC': /\bisrc\b|standard recording code/,
  'a Unique Entity ID (UEI)': /\buei\b|unique entity id/,
  'an IMO number': /^imo\b|\bimo number/,
  'an MMSI': /^mmsi\b/,
  'a NORAD catalog number': /\bnorad\b/,
  'a UN/LOCODE': /\blocode\b/,
  'an aircraft Mode S address': /\bmode s\b|\bicao 24-bit/,
  'a UK company number': /\bcompany number/,
  'a CPV code': /\bcpv\b/,
  'an IBAN': /\biban\b/,
  'an ISIN': /\bisin\b/,
  'an LEI': /\blei\b/,
  'a VIN': /\bvin\b|vehicle identification number/,
  'a VAT number': /\bvat number/,
  'a BLS series id': /\bbls series id/,
  'an HS code': /\bhs code|\bharmonized/,
  'an IFSC code': /\bifsc\b/,
  'a BIC': /\bbic\b|\bswift\b/,
  'a CNPJ': /\bcnpj\b/,
  'an NPI': /\bnpi\b|national provider identifier/,
  'a CAS number': /\bcas (?:registry )?number/,
  'a Finnish business id': /\by-tunnus|finnish business id/,
  'an EIN': /\bein\b|employer identification number/,
  'a drug code (NDC)': /\bndc\b|national drug code/,
  'a GLN': /\bgln\b|global location number/,
  'an SSCC': /\bsscc\b/,
  'a payment card number': /\bcard number/,
  'an ISBN': /\bisbn\b/,
  'a product barcode': /\bbarcode\b|\bgtin\b|\bean\b/,
  'a routing number': /\brouting number|\baba\b/,
  'a CUSIP': /\bcusip\b/,
  'a phone number': /\bphone number|^number$.*phone/,
  'a tail number': /\btail number/,
  'a national park code': /\bpark code/,
  'a gene symbol': /\bgene symbol/,
  'a flight number': /^flight\b.*\bflight number/,
  'a time zone name': /^tz\b|\btime zone/,
  'a UniProt accession': /\buniprot/,
  'an InChIKey': /\binchikey/,
  'a SMILES string': /\bsmiles\b/,
  'a US ZIP code': /\bzip\b/,
  'a postal code': /^(?:code|postcode|postal code)\b.*(?:postal code|postcode)/,
  'a CFR citation': /\bcfr\b/,
  'a US Code citation': /\bunited states code|\bu\.s\. code/,
  'a data series id': /\bfred series id/,
  'a FRED series id': /\bfred series id/,
  'an IATA airport code': /\bairport\b.*\biata\b|\biata\b.*\bairport\b|\biata or (?:4-letter )?icao\b/,
  'an ICAO airport code': /\bicao\b.*(?:airport|station)|\bicao station/,
  'an ISO 4217 currency code': /\bcurrency\b/,
  'a federal docket number': /^docket number/,
  'a case citation': /\breporter citation/,
  'a HUD metro area code': /\bmetro area code/,
  'an indicator code': /^indicator\b.*\bindicator code/,
  'a trading pair': /^pair\b/,
  'a calendar period': /\bcalendar period/,
  'an NHTSA action number': /\bnhtsa action number/,
  'a prediction market ticker': /\b(?:series|event|market) tickers?\b/,
  'a RIN': /\bregulation identifier number/,
  'a committee code': /\bcommittee system code/,
  'a Bioguide id': /\bbioguide/,
  'a code repository': /\brepository as owner\/name|^repo\b.*\brepository\b/,
  'an FDIC certificate number': /\bfdic certificate/,
  'an RSSD id': /\brssd\b/,
  'a CRD number': /\bcentral registration depository|\bcrd\b/,
  'a trademark serial number': /^serial number\b|^registration number\b.*7 digits/,
  'a USGS site number': /\busgs site number/,
  'a NOAA station id': /\bco-ops station/,
  'an MSHA mine id': /\bmsha mine id/,
  'a BOP register number': /\bbop register number/,
  'an NCES id': /\bnces\b/,
  'a CMS certification number': /\bcms certification number/,
  'a USDOT number': /\busdot\b/,
  'an FCC ID': /^fcc id\b/,
  'a card BIN': /\bbank identification number/,
  'a patent application number': /\buspto application number/,
}

/** Kinds whose shape other codes share ("weather.forecast" a domain, "RG10" a flight): taken by their names only. */
const LOOSE: ReadonlySet<string> = new Set(['a domain name', 'a flight number'])

/** Kinds a value pasted into one parameter says it is: only those it is read as whole ("1234567893" an NPI). */
function kindsOfValue(value: unknown, context: string): string[] {
  if (typeof value !== 'string' && typeof value !== 'number') return []
  const text = String(value).trim()
  if (text.length < 2 || text.length > 200) return []
  return recognise(`${context} ${text}`).cues.filter((cue) => cue.text === text && NAMES[cue.kind] !== undefined && cue.weight >= 0.8 && !LOOSE.has(cue.kind)).map((cue) => cue.kind)
}

function describe(node: Node | undefined, depth = 0): string[] {
  if (!node || depth > 6) return []
  const found: string[] = []
  if (node.wrapped) found.push(...describe(node.wrapped, depth + 1))
  if (node.item) found.push(...describe(node.item, depth + 1))
  for (const option of node.type === 'union' ? (node.options ?? []) : []) found.push(...describe(option, depth + 1))
  for (const [at, item] of (node.pipe ?? []).entries()) {
    if (item.type === 'description' && item.description) found.push(item.description)
    else if (at > 0 && item.kind === 'schema') found.push(...describe(item, depth + 1))
  }
  if (node.pipe?.[0]) found.push(...describe(node.pipe[0], depth + 1))
  return found
}

const spaced = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()
/** "e.g. 9525338", "e.g. AS3333 or 3333": the example values a description gives. */
const EXAMPLES = /\be\.g\.?,?\s+([^\s,;()]+)(?:\s+or\s+([^\s,;()]+))?/gi

/** A parameter's name and description as lower-case words ("data type only this data set"): what it takes, in its own words. */
const paramText = (name: string, description: string) => `${spaced(name)} ${description.toLowerCase()}`
/** The parameters of an input schema, each with its name and node. */
const paramsOf = (input: InputSchema) => Object.entries((input as unknown as { entries?: Record<string, Node> }).entries ?? {})

/** Each parameter's name and description as words: what it takes, in its own words. */
export function paramTexts(input: InputSchema): string[] {
  return paramsOf(input).map(([name, node]) => paramText(name, describe(node).join(' ')))
}

/**
 * The identifier kinds an operation's parameters take: a parameter named as a kind is called ("npi",
 * "ISIN: resolves its issuer"), or whose example value (the operation's, or one its description gives)
 * is read as that kind. A recognised identifier is routed to the operations that take its kind.
 */
export function paramKinds(input: InputSchema, example?: Record<string, unknown>): string[] {
  const kinds = new Set<string>()
  for (const [name, node] of paramsOf(input)) {
    const description = describe(node).join(' ')
    const named = paramText(name, description)
    for (const [kind, names] of Object.entries(NAMES)) if (names.test(named)) kinds.add(kind)
    const values = [example?.[name], ...[...description.matchAll(EXAMPLES)].flatMap((match) => [match[1], match[2]])].flat()
    for (const value of values) for (const kind of kindsOfValue(value, `${spaced(name)} ${description}`)) kinds.add(kind)
  }
  return [...kinds].sort()
}
