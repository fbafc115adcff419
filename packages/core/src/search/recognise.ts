/**
 * Identifiers an agent pastes into a task ("8.8.8.8", "CVE-2021-44228", "lodash@4.17.20"): each kind
 * recognised stands for the catalog words of the operations that take it, so "who is behind
 * 185.220.101.1" finds the IP operations though it never says "IP".
 */
/** The kind of a year's cue ("in 1962"). */
export const YEAR = 'a year'

export interface Cue {
  /** The text as typed. */
  text: string
  /** What it is, for the reason: "an IP address". */
  kind: string
  /** Catalog words it stands for. */
  words: string
  /** How much it counts next to a typed word (1). */
  weight: number
  /** An intent (what kind of operation is wanted) rather than an identifier. */
  intent?: boolean
  /** The words that told its kind ("ship 9176187"): such a word opening the task names it, and asks for no act. */
  context?: RegExp
}

export interface Recogniser {
  kind: string
  words: string
  pattern: RegExp
  weight?: number
  /** A check digit or structure the pattern cannot say. */
  valid?: (match: string) => boolean
  /** Words the rest of the task must hold for the match to be this kind: bare digits or a short code say nothing alone ("mmsi 366982330", "port USLAX"). */
  context?: RegExp
  /**
   * What the task must hold for the pattern to match at all (a digit, "@", "0x"...), tested once per
   * task: most tasks have no digit, and their recognisers' patterns are not run.
   */
  needs: RegExp
}

import { CATALOG_IDS } from './catalog-ids.ts'
import { isCommonEnglish } from './english.ts'

const DIGIT = /\d/
/** The currencies forex quotes most, by ISO 4217 code. */
const FIAT = 'USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|CNY|CNH|HKD|SGD|SEK|NOK|DKK|PLN|CZK|HUF|TRY|ZAR|MXN|BRL|INR|KRW|ILS|THB'
/** The kind of a handle the service gave the caller ("w_123", "sch_5"): what it names was made earlier. */
export const HANDLE = "a handle of the caller's"

/** Words that make bare digits a ship's number. */
const SHIP = /\b(?:imo|mmsi|ais|ships?|vessels?|boats?|freighters?|tankers?|yachts?|ferry|ferries|carriers?|maritime|schip|schiff|navire|bateau|buque|barco|nave|navio|statek|gemi)\b|судн|корабл|船/i
/** Words that make four lower-case letters a national park's code. */
const PARK = /\b(?:parks?|nps|campgrounds?|campsites?|trails?|trailheads?|visitor cent(?:er|re)s?|visitor info|entrance|rangers?|hiking|backcountry)\b/i
/** Other languages' words for a postal code, before it. */
const POSTAL_WORD = /\b(?:plz|cep|postleitzahl|c[oó]digo postal|code postal|codice postale|kod pocztowy|postnummer|postinumero)\b|〒|郵便番号|邮编|индекс/i
const CPV_DIVISIONS = new Set('03 09 14 15 16 18 19 22 24 30 31 32 33 34 35 37 38 39 41 42 43 44 45 48 50 51 55 60 63 64 65 66 70 71 72 73 75 76 77 79 80 85 90 92 98'.split(' '))

// Order matters: a longer or stricter form is taken first and its text is no longer seen by the next.
/** Whether the first two currency codes of a text differ ("USD in USD" asks nothing). */
const twoCurrencies = (text: string) => {
  const codes = text.match(/[A-Z]{3}/g)!
  return codes[0] !== codes[1]
}

const RECOGNISERS: Recogniser[] = [
  ...CATALOG_IDS,
  { kind: 'a JWT', words: 'jwt token decode', pattern: /\beyJ[\w-]{8,}\.eyJ[\w-]{4,}\.[\w-]*/g, needs: /eyJ/ },
  // A ROR id as its URL ("https://ror.org/03vek6s52"): a research organization, not a page to read.
  { kind: 'a ROR id', words: 'ror research organization', pattern: /\b(?:https?:\/\/)?ror\.org\/0[a-z\d]{6}\d{2}\b/gi, needs: /ror\.org/i },
  // A DOI or ORCID iD written as its resolver's link ("https://doi.org/10.1016/...", "https://orcid.org/0000-..."): the identifier, not a page to read.
  { kind: 'a DOI', words: 'doi paper', pattern: /\b(?:https?:\/\/)?(?:dx\.)?doi\.org\/10\.\d{4,9}\/[^\s]+/gi, needs: /doi\.org/i },
  { kind: 'an ORCID iD', words: 'orcid researcher author', pattern: /\b(?:https?:\/\/)?orcid\.org\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/gi, valid: (text) => orcidValid(text.slice(-19)), needs: /orcid\.org/i },
  { kind: 'a code repository', words: 'github repository repo', pattern: /\b(?:https?:\/\/)?(?:www\.)?(?:github|gitlab)\.com\/[\w.-]+\/[\w.-]+/gi, needs: /\.com\//i },
  // An IANA time zone name ("America/Los_Angeles", "Europe/Berlin"): before file names read its slash.
  { kind: 'a time zone name', words: 'time zone iana', pattern: /\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z_-]+)?\b(?![./\w])/g, needs: /\// },
  // A cron pattern of five fields ("*/15 * * * *", "0 9 * * 1-5"): at least one field is a star, so no list of numbers is read as one.
  { kind: 'a cron pattern', words: 'cron schedule', pattern: /(?<![\w*/,-])(?:[\d*][\d*/,-]*\s+){4}[\d*][\d*/,-]*(?![\w*/,-])/g, valid: cronValid, needs: /\*/ },
  // A CPE name ("cpe:2.3:a:nginx:nginx:1.18.0:*:*:...", "cpe:/a:openbsd:openssh:7.4"): before its version is read as a package's.
  { kind: 'a CPE name', words: 'cpe match vendor product', pattern: /\bcpe:(?:2\.3:[aho](?::[^\s:]*){2,10}|\/[aho](?::[^\s:]*){1,6})/gi, needs: /cpe:/i },
  // A SMILES string ("CC(=O)Oc1ccccc1C(=O)O"): organic-subset atoms, bonds, branches and paired ring digits only.
  { kind: 'a SMILES string', words: 'chemical compound smiles', pattern: /(?<![^\s"'`(:])(?=[A-Za-z\d@+\-[\]()=#$/\\%.]*[\d(=#[])[A-Za-z\d@+\-[\]()=#$/\\%.]{5,}(?=[\s"'`,;?!)]|$)/g, valid: smilesValid, needs: /[\d(=#[]/ },
  { kind: 'an InChIKey', words: 'chemical compound inchikey', pattern: /\b[A-Z]{14}-[A-Z]{8}[SN]A-[A-Z]\b/g, needs: /-/ },
  // A link carrying tracking parameters ("?utm_source=", "fbclid="): what is asked of it is most often to clean it.
  { kind: 'a URL with tracking parameters', words: 'url clean tracking parameters', pattern: /\bhttps?:\/\/[^\s?#]*\?[^\s]*\b(?:utm_[a-z]+|fbclid|gclid|mc_eid|igshid|msclkid|yclid)=[^\s]*/gi, needs: /https?:/i },
  { kind: 'a URL', words: 'url web page', pattern: /\bhttps?:\/\/[^\s]+/gi, weight: 0.5, needs: /https?:/i },
  { kind: 'an e-mail address', words: 'email address', pattern: /\b[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\b/gi, needs: /@/ },
  // s29/nfid: a GitHub login written as a handle ("@sindresorhus"), not an e-mail's or a scoped package's.
  { kind: 'a GitHub user handle', words: 'github user', pattern: /(?<![\w.@/-])@[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}(?![\w.@/-])/gi, weight: 0.8, needs: /@/ },
  { kind: 'a transaction hash', words: 'transaction hash', pattern: /\b0x[\da-f]{64}\b/gi, needs: /0x/i },
  // s29/nfid: a contract and a token's number after it ("0xBC4C...f13D #1234", "0x0601...266d token 1"): one NFT, not the contract.
  { kind: 'an NFT', words: 'nft token owner', pattern: /\b0x[\da-f]{40}\s*(?:#\s*|(?:token|nft|item)(?:\s*id)?\s*#?\s*|id\s*#?\s*)\d{1,78}\b/gi, needs: /0x/i },
  { kind: 'an EVM address', words: 'evm address wallet', pattern: /\b0x[\da-f]{40}\b/gi, needs: /0x/i },
  { kind: 'calldata', words: 'calldata function selector decode', pattern: /\b0x[\da-f]{8}(?:[\da-f]{64})*\b/gi, needs: /0x/i },
  // s29/nfid: a selector and part of its arguments, pasted cut short ("0xa9059cbb0000...0000"): whole bytes, not an address's or a hash's length.
  { kind: 'calldata', words: 'calldata function selector decode', pattern: /\b0x[\da-f]{8}(?:[\da-f]{2}){4,}\b/gi, valid: (text) => text.length !== 42 && text.length !== 66, needs: /0x/i },
  { kind: 'a hash', words: 'hash', pattern: /\b(?:[\da-f]{64}|[\da-f]{40}|[\da-f]{32})\b/gi, valid: (text) => /\d/.test(text) && /[a-f]/i.test(text), needs: DIGIT },
  { kind: 'a Bitcoin address', words: 'bitcoin address', pattern: /\b(?:bc1[\da-z]{25,60}|[13][1-9a-hj-np-z]{25,34})\b/gi, valid: (text) => /\d/.test(text) && /[a-z]/i.test(text), needs: DIGIT },
  { kind: 'a Solana address', words: 'cryptocurrency address', pattern: /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, valid: (text) => /\d/.test(text) && /[A-Z]/.test(text) && /[a-z]/.test(text), needs: DIGIT },
  { kind: 'an ENS name', words: 'ens name resolve', pattern: /\b[a-z\d-]+\.eth\b/gi, needs: /\.eth\b/i },
  { kind: 'a CVE id', words: 'cve vulnerability', pattern: /\bcve-\d{4}-\d{4,7}\b/gi, needs: /cve-/i },
  { kind: 'a CWE id', words: 'cwe weakness', pattern: /\bcwe-\d{1,4}\b|\bcwe ?\d{1,4}\b/gi, needs: /cwe/i },
  { kind: 'a CAPEC id', words: 'capec attack pattern', pattern: /\bcapec-\d{1,4}\b/gi, needs: /capec-/i },
  { kind: 'an ATT&CK technique', words: 'attack technique', pattern: /\bT1\d{3}(?:\.\d{3})?\b/g, needs: /T1/ },
  // s29/nfid: an ATT&CK tactic ("TA0008": lateral movement), fourteen of them, TA0001 to TA0043.
  { kind: 'an ATT&CK tactic', words: 'attack tactic', pattern: /\bTA00(?:0[1-9]|1\d|4[0-3])\b/g, needs: /TA00/ },
  // s29/nfid: a CISA advisory on industrial control systems ("ICSA-24-200-01") or medical devices ("ICSMA-22-116-01"): year, day of the year, number.
  { kind: 'an ICS advisory', words: 'ics advisory', pattern: /\bICSM?A-\d{2}-(?:[0-2]\d\d|3[0-5]\d|36[0-6])-\d{2}[A-Z]?\b/gi, needs: /icsm?a-/i },
  // s29/nfid: a time-ordered UUID (RFC 9562 versions 6 and 7: the version digit, then the variant 8-b); the random v4 is anyone's id.
  { kind: 'a time-ordered UUID', words: 'uuid v7', pattern: /\b[\da-f]{8}-[\da-f]{4}-[67][\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}\b/gi, needs: /-[67][\da-f]{3}-/i },
  // "21 CFR 101.9", "42 U.S.C. 1983", "5 USC § 552(b)": title, code, section.
  { kind: 'a CFR citation', words: 'cfr section', pattern: /\b\d{1,2}\s*C\.?F\.?R\.?\s*(?:§+\s*|part\s+)?\d+(?:\.\d+)?\b/gi, needs: /C\.?F\.?R/i },
  { kind: 'a US Code citation', words: 'usc section', pattern: /\b\d{1,2}\s*U\.?\s?S\.?\s?C\.?\s*(?:§+\s*)?\d+[a-z]?\b/gi, needs: /U\.?\s?S\.?\s?C/i },
  { kind: 'a DOI', words: 'doi paper', pattern: /\b10\.\d{4,9}\/[^\s]+/g, needs: /10\./ },
  { kind: 'an ORCID iD', words: 'orcid researcher author', pattern: /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g, valid: orcidValid, needs: /\d{4}-\d{4}-/ },
  { kind: 'a clinical study id', words: 'clinical study nct', pattern: /\bNCT\d{8}\b/gi, needs: /NCT/i },
  // s29/nfid: a Federal Register document number ("2023-28170") after the words that name it.
  { kind: 'a Federal Register document number', words: 'federal register document', pattern: /(?<=\b(?:fr|federal register)\s+(?:doc(?:ument)?s?\.?\s*)?(?:(?:number|no\.?|#)\s*)?)\d{4}-\d{5}\b/gi, needs: /\bfr\b|federal register/i },
  // s29/nfid: a market's slug as prediction markets write it: lower-case words joined by hyphens, a question ("will-the-fed-cut-...") or a year in it.
  { kind: 'a prediction market slug', words: 'market odds', pattern: /(?<![\w./@-])(?:(?:will|who|which|what|when|how|is|does|can)(?:-[a-z\d]+){3,}|[a-z]+(?:-[a-z\d]+){2,}-20\d\d(?:-[a-z\d]+)*)(?![\w./@-])/g, needs: /[a-z]-[a-z\d]+-/ },
  // Written with their space, as the post writes them ("SW1A 1AA", "H0B 3X9"): without it a Canadian code is also a UniProt accession.
  // A postal code after another language's word for it ("PLZ 10115", "CEP 01310-100", "〒100-0001"): the country's code, not a US ZIP.
  { kind: 'a postal code', words: 'postal code', pattern: /(?<=(?:\b(?:plz|cep|postleitzahl|c[oó]digo postal|code postal|codice postale|kod pocztowy|postnummer|postinumero)|〒|郵便番号|邮编|индекс)[\s:]*)(?:\d{5}-\d{3}|\d{3}-\d{4}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}|\d{4,5})\b/gi, needs: POSTAL_WORD },
  { kind: 'a postal code', words: 'postal code', pattern: /\b(?:[A-PR-UWYZ][A-HK-Y]?\d[A-HJKPS-UW\d]? \d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d)\b/g, needs: DIGIT },
  { kind: 'a UniProt accession', words: 'uniprot protein accession', pattern: /\b(?:[OPQ]\d[A-Z\d]{3}\d|[A-NR-Z]\d[A-Z][A-Z\d]{2}\d)\b/g, needs: DIGIT },
  { kind: 'an ICD-10 code', words: 'icd diagnosis code', pattern: /\b[A-TV-Z]\d[\dA-Z]\.[\dA-Z]{1,4}\b/g, needs: DIGIT },
  { kind: 'a Wikidata id', words: 'wikidata entity', pattern: /\bQ(?![1-4]\b)\d{1,9}\b/g, needs: DIGIT },
  { kind: 'an autonomous system number', words: 'autonomous system asn', pattern: /\b(?:AS|AS[- ](?=\d{3})|[Aa][Ss][Nn] ?)\d{1,10}\b/g, needs: /as/i },
  { kind: 'an RFC', words: 'rfc', pattern: /\bRFC[ -]?\d{1,5}\b/gi, needs: /RFC/i },
  // An O*NET-SOC or SOC code ("15-1252", "29-1141.00"): the major groups are the odd numbers 11 to 55.
  { kind: 'an occupation code', words: 'occupation soc onet', pattern: /\b[1-5]\d-\d{4}(?:\.\d{2})?\b/g, valid: socValid, needs: DIGIT },
  // With its kind code, the number may keep its commas ("US 10,000,000 B2"): it is not flight US 10.
  { kind: 'a patent number', words: 'patent number', pattern: /\bUS\s?(?:\d{6,11}|\d{1,2},\d{3},\d{3})\s?[AB]\d?\b/g, needs: DIGIT },
  // A publication of another office ("EP1000000A1", "WO2019123456A1"): what the EPO's services read.
  { kind: 'a patent publication', words: 'patent number epo', pattern: /\b(?:EP|WO|JP|CN|KR|DE|GB)\s?\d{6,11}\s?[AB]\d?\b/g, needs: DIGIT },
  // An OpenAlex id: W a work, A an author, I an institution ("W2741809807", "A5023888391").
  { kind: 'an OpenAlex work id', words: 'openalex work paper citations', pattern: /\bW\d{8,11}\b/g, needs: DIGIT },
  { kind: 'an OpenAlex author id', words: 'openalex author researcher', pattern: /\bA\d{8,11}\b/g, needs: DIGIT },
  { kind: 'an OpenAlex institution id', words: 'openalex institution organization', pattern: /\bI\d{8,11}\b/g, needs: DIGIT },
  // A FEMA disaster number ("DR-4673", "EM-3592-TX").
  { kind: 'a FEMA disaster number', words: 'fema disaster declaration', pattern: /\b(?:DR|EM|FM)-\d{3,4}(?:-[A-Z]{2})?\b/g, needs: /[DEF][RMR]-\d/ },
  // A congressional bill or resolution ("H.R. 3076", "S. 1260", "H.Res. 24", "HR 815").
  { kind: 'a bill number', words: 'bill congress', pattern: /\b(?:H\.\s?R\.|H\.\s?(?:J\.\s?|Con\.\s?)?Res\.|S\.\s?(?:J\.\s?|Con\.\s?)?Res\.|S\.|HR)\s?\d{1,5}\b/g, needs: DIGIT },
  // FEC ids: a candidate's (office, then a digit and the state, or P and eight digits: "H8CA05035", "P80001571") and a committee's ("C00401224").
  { kind: 'an FEC candidate id', words: 'fec candidate', pattern: /\b(?:[HS]\d[A-Z]{2}\d{5}|P\d{8})\b/g, needs: DIGIT },
  { kind: 'an FEC committee id', words: 'fec committee', pattern: /\bC00\d{6}\b/g, needs: DIGIT },
  // FDA numbers: a 510(k) clearance ("K193456") and a drug application ("NDA021436", "ANDA 076543", "BLA125514").
  { kind: 'a 510(k) number', words: '510k premarket clearance device', pattern: /\bK\d{6}\b/g, needs: DIGIT },
  { kind: 'an FDA application number', words: 'drug approval application', pattern: /\b(?:A?NDA|BLA)\s?\d{6}\b/g, needs: /NDA|BLA/ },
  // A NUCC provider taxonomy code ("207Q00000X", "363LF0000X").
  { kind: 'a provider taxonomy code', words: 'taxonomy specialty provider', pattern: /\b\d{3}[A-Z\d]{6}X\b/g, valid: (text) => /[A-Z]/.test(text.slice(3, 9)), needs: DIGIT },
  // A GHCN-Daily station id: country, network code (a letter or 0, so no VAT number's digits), eight digits ("USW00094728", "CA006158355").
  { kind: 'a weather station id', words: 'ghcn station observations', pattern: /\b[A-Z]{2}[A-Z0]\d{8}\b/g, valid: (text) => BIC_COUNTRIES.test(text.slice(0, 2)), needs: DIGIT },
  // An ISO 3166-2 subdivision code ("US-CA", "DE-BY", "GB-SCT").
  { kind: 'a subdivision code', words: 'iso subdivision code', pattern: /(?<![\w-])[A-Z]{2}-[A-Z\d]{1,3}(?![\w-])/g, valid: (text) => BIC_COUNTRIES.test(text.slice(0, 2)) && /[A-Z]/.test(text.slice(3)), needs: /[A-Z]{2}-/ },
  // A SEC CIK: ten digits opening with zeros ("0001318605"), or digits after its name ("CIK 320193").
  { kind: 'a SEC CIK', words: 'cik sec company', pattern: /\b(?:[Cc][Ii][Kk][\s:#]*\d{1,10}|000\d{7})\b/g, needs: DIGIT },
  // A ticker after its exchange ("NASDAQ:AAPL", "LSE: VOD").
  { kind: 'a stock ticker', words: 'stock ticker symbol quote', pattern: /\b(?:NASDAQ|NYSE|NYSEARCA|AMEX|LSE|LON|TSX|ASX|HKEX|TYO|TSE|FRA|XETRA|EPA|OTC)\s?:\s?[A-Z\d]{1,5}(?:\.[A-Z])?\b/g, weight: 0.8, needs: /:/ },
  // A cashtag ("$tsla", "$AAPL"): a ticker whatever its case.
  { kind: 'a stock ticker', words: 'stock ticker symbol quote', pattern: /(?<![\w$])\$[a-z]{1,5}(?:\.[a-z])?\b/gi, weight: 0.8, needs: /\$/ },
  // A class ticker in lower case ("brk.b", "bf.a"): a one-letter class no domain has.
  { kind: 'a stock ticker', words: 'stock ticker symbol quote', pattern: /(?<![\w.$@/-])[a-z]{2,4}\.[a-c](?![\w.-])/g, weight: 0.8, needs: /\./ },
  // Maven coordinates ("org.apache.logging.log4j:log4j-core:2.14.1"): group, artifact, version.
  { kind: 'a package and version', words: 'package version', pattern: /\b[a-z][\w-]*(?:\.[\w-]+)+:[a-z][\w.-]*:\d+(?:\.\d+)*[\w.-]*/gi, needs: DIGIT },
  { kind: 'a package and version', words: 'package version', pattern: /(?:^|\s)(?:@[\w.-]+\/)?[a-z][\w.-]*(?:@|==)\d+(?:\.\d+)*[\w.-]*/gi, needs: DIGIT },
  { kind: 'an IP address block', words: 'ip address cidr block', pattern: /\b(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}\b/g, needs: DIGIT },
  { kind: 'an IP address block', words: 'ip address cidr block', pattern: /(?<![\w:])(?:[\da-f]{1,4}:){1,7}:?[\da-f]{0,4}(?::[\da-f]{1,4})*\/\d{1,3}\b/gi, valid: (text) => /::|(?:[\da-f]{1,4}:){7}/i.test(text), needs: DIGIT },
  { kind: 'an IP address', words: 'ip address', pattern: /\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g, needs: DIGIT },
  { kind: 'an IP address', words: 'ip address', pattern: /(?<![\w:])(?:[\da-f]{1,4}:){1,7}:?[\da-f]{0,4}(?::[\da-f]{1,4})*(?![\w:])/gi, valid: (text) => /::|(?:[\da-f]{1,4}:){7}/i.test(text), needs: /:/ },
  { kind: 'a MAC address', words: 'mac address vendor', pattern: /\b[\da-f]{2}(?:[:-][\da-f]{2}){5}\b/gi, needs: /[:-]/ },
  { kind: 'a MAC address prefix (OUI)', words: 'mac address vendor', pattern: /\b[\da-f]{2}([:-])[\da-f]{2}\1[\da-f]{2}\b(?![:-][\da-f])/gi, valid: (text) => /[a-f]/i.test(text), needs: /[:-]/ },
  // Coordinates in degrees, minutes and seconds, with hemisphere letters and no degree sign, or after their names ("40°26'46"N 79°58'56"W", "48.8584N 2.2945E", "lat 37.77 lon -122.42").
  { kind: 'coordinates', words: 'coordinates', pattern: /\b\d{1,2}°\s?\d{1,2}['′]\s?(?:\d{1,2}(?:\.\d+)?["″]\s?)?[NS],?\s*\d{1,3}°\s?\d{1,2}['′]\s?(?:\d{1,2}(?:\.\d+)?["″]\s?)?[EW]\b|\b\d{1,2}\.\d{2,} ?[NS],? *\d{1,3}\.\d{2,} ?[EW]\b|\blat(?:itude)?[\s:=]*-?\d{1,2}\.\d{2,},?\s*(?:lng|lon|long|longitude)[\s:=]*-?\d{1,3}\.\d{2,}/gi, needs: /°|lat|\d ?[ns]\b/i },
  { kind: 'coordinates', words: 'coordinates', pattern: /-?\d{1,2}\.\d{2,}\s*,\s*-?\d{1,3}\.\d{2,}|(?<![\d.])-?\d{1,2}\.\d{3,} +-?\d{1,3}\.\d{3,}(?![\d.])|\b\d{1,2}(?:\.\d+)?°\s*[NS],?\s*\d{1,3}(?:\.\d+)?°\s*[EW]\b/gi, needs: DIGIT },
  // A FIGI ("BBG000BLNNH6"): two consonants, G, eight more, a Luhn check digit over the letters' values.
  { kind: 'a FIGI', words: 'figi financial instrument', pattern: /\b[B-DF-HJ-NP-TV-Z]{2}G[B-DF-HJ-NP-TV-Z\d]{8}\d\b/g, valid: figiValid, needs: DIGIT },
  // An ISRC ("GBAYE0601498"): country, a registrant with a letter, year, five digits (an ISIN of the same length has digits there).
  { kind: 'an ISRC', words: 'isrc recording', pattern: /\b[A-Z]{2}[A-Z\d]{3}\d{7}\b/g, valid: (text) => /[A-Z]/.test(text.slice(2, 5)) && (BIC_COUNTRIES.test(text.slice(0, 2)) || /^Q[MZ]/.test(text)), needs: DIGIT },
  // A SAM.gov Unique Entity ID ("ZQGGHJH74DW7"): twelve letters and digits, no I or O, not opening with 0; digits and letters both.
  // Its name before it ("unique entity id LKH5RNCF1MB3") is part of it, not words that point at gov.entity by its name.
  { kind: 'a Unique Entity ID (UEI)', words: 'uei sam', pattern: /\b(?:(?:[Uu]nique [Ee]ntity (?:[Ii][Dd]|[Ii]dentifier)|UEI|uei)[\s:#]*)?[A-HJ-NP-Z1-9][A-HJ-NP-Z\d]{11}\b/g, valid: (text) => (text.slice(-12).match(/\d/g) ?? []).length >= 3 && (text.slice(-12).match(/[A-Z]/g) ?? []).length >= 4 && (text.length > 12 || !isinCode(text)), needs: DIGIT },
  // Ship and satellite numbers are bare digits: only a word of theirs in the task tells them.
  { kind: 'an IMO number', words: 'vessel ship imo', pattern: /\bIMO ?\d{7}\b/gi, valid: (text) => imoValid(text.slice(-7)), needs: /imo/i },
  { kind: 'an IMO number', words: 'vessel ship imo', pattern: /\b\d{7}\b/g, valid: imoValid, context: SHIP, needs: DIGIT },
  { kind: 'an MMSI', words: 'vessel ship mmsi', pattern: /\b[2-7]\d{8}\b/g, context: SHIP, needs: DIGIT },
  { kind: 'a NORAD catalog number', words: 'satellite norad', pattern: /(?<=\b(?:norad(?: cat)?(?: id| number)?|sat|satellite|catalog(?:ue)? (?:number|no\.?)|catnr|tle(?: for)?) ?[#:=]? ?)\d{1,6}\b/gi, needs: /norad|sat|catalog|catnr|tle/i },
  // A UN/LOCODE ("USLAX", "DEHAM"): a country's code and three letters, said to be a port or a location code.
  { kind: 'a UN/LOCODE', words: 'port locode', pattern: /\b[A-Z]{2}[A-Z2-9]{3}\b/g, valid: (text) => BIC_COUNTRIES.test(text.slice(0, 2)), context: /\b(?:ports?|seaports?|harbou?rs?|terminals?|berths?|docks?|un\/locode|unlocode|locode|draft|draught)\b/i, needs: /[A-Z]{2}[A-Z2-9]{3}/ },
  { kind: 'a UN/LOCODE', words: 'port locode', pattern: /\b[a-z]{2}[a-z2-9]{3}\b/g, valid: (text) => BIC_COUNTRIES.test(text.slice(0, 2).toUpperCase()) && !isCommonEnglish(text), context: /\b(?:un\/locode|unlocode|locode)\b/i, needs: /locode/i },
  // An aircraft's ICAO 24-bit (Mode S) address in hex ("4ca87c"), said to be one.
  { kind: 'an aircraft Mode S address', words: 'aircraft hex', pattern: /(?<!#)\b[\da-f]{6}\b/gi, valid: (text) => /\d/.test(text) && /[a-f]/i.test(text), context: /\b(?:icao ?24|mode[ -]?s|hex|transponder|ads-?b|aircraft|plane|airframe|jet)\b/i, needs: DIGIT },
  // A UK company number with its prefix ("SC009017", "NI000326", "OC300002"): Scotland, Northern Ireland, LLPs...
  { kind: 'a UK company number', words: 'uk company number companies house', pattern: /\b(?:SC|NI|OC|SO|NC|R0|LP|SL|FC|NF|GE|IP|SP|IC|SI|NP|NO|RC|SA|SF|SG|SR|SZ|ZC|CE|CS|NL|NZ|PC)\d{6}\b/g, needs: DIGIT },
  // A CPV code ("45000000-7"): a division of the EU's procurement vocabulary, eight digits and a check digit.
  { kind: 'a CPV code', words: 'cpv tenders procurement', pattern: /\b\d{8}-\d\b/g, valid: (text) => CPV_DIVISIONS.has(text.slice(0, 2)), needs: DIGIT },
  { kind: 'an IBAN', words: 'iban', pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){2,7}(?: ?[A-Z\d]{1,4})?\b/g, valid: (text) => ibanValid(text.replace(/ /g, '')), needs: DIGIT },
  // One with a wrong check digit still has its country's length, and the task asks about it as an account ("does GB61 BARC ... pass the checksum").
  { kind: 'an IBAN', words: 'iban', pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){2,7}(?: ?[A-Z\d]{1,4})?\b/g, valid: (text) => ibanShape(text.replace(/ /g, '')), context: /\b(?:iban|checksum|check|valid|validate|correct|bank|account|sepa|transfer|wire)\b/i, needs: DIGIT },
  { kind: 'an ISIN', words: 'isin security identifier', pattern: /\b[A-Z]{2}[A-Z\d]{9}\d\b/g, valid: isinValid, needs: DIGIT },
  // In lower case ("isin us7183428421") only beside a word of securities: twelve lower-case characters are as often a container's or commit's id.
  { kind: 'an ISIN', words: 'isin security identifier', pattern: /\b[a-z]{2}[a-z\d]{9}\d\b/g, valid: (text) => BIC_COUNTRIES.test(text.slice(0, 2).toUpperCase()) && isinValid(text.toUpperCase()), context: /\b(?:isin|securit(?:y|ies)|bonds?|stocks?|shares?|tickers?|figi|cusip)\b/i, needs: /\b[a-z]{2}\d/ },
  { kind: 'an LEI', words: 'lei legal entity', pattern: /\b[A-Z\d]{18}\d{2}\b/g, valid: (text) => /[A-Z]/.test(text) && mod97(text) === 1, needs: DIGIT },
  { kind: 'a VIN', words: 'vin vehicle', pattern: /\b[A-HJ-NPR-Z\d]{17}\b/gi, valid: (text) => /\d/.test(text) && /[a-z]/i.test(text) && vinValid(text.toUpperCase()), needs: DIGIT },
  { kind: 'a VAT number', words: 'vat number', pattern: /\b(?:(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)U?\d{8,12}|IE\d{7}[A-W][A-IW]?|IE\d[A-Z+*]\d{5}[A-W]|NL\d{9}B\d{2}|ES[A-Z\d]\d{7}[A-Z\d]|FR[A-HJ-NP-Z\d]{2}\d{9}|CY\d{8}[A-Z])\b/g, needs: DIGIT },
  // A BLS series id: CPI ("CUUR0000SA0") or another survey's prefix, seasonal code and seven digits or more ("LNS14000000").
  { kind: 'a BLS series id', words: 'bls series', pattern: /\bC[UW][SU]R\d{4}[A-Z\d]{2,8}\b|\b(?:LN|LA|CE|SM|JT|OE|WP|PC|EN|AP|CX|EI|PR)[SU][A-Z\d]{8,20}\b/g, valid: (text) => /^C[UW][SU]R/.test(text) || (text.match(/\d/g) ?? []).length >= 7, needs: DIGIT },
  // A Harmonized System heading or HTS number ("0901.21", "8471.30.0100"): a chapter 01-97; said to be one unless its form tells (a leading 0, a third group).
  { kind: 'an HS code', words: 'harmonized hs code tariff', pattern: /(?<![\d.,$])\b(?:0[1-9]|[1-8]\d|9[0-7])\d{2}\.\d{2}(?:\.\d{2,4})?\b(?![.,]\d)/g, valid: (text) => text.startsWith('0') || text.split('.').length === 3, needs: DIGIT },
  { kind: 'an HS code', words: 'harmonized hs code tariff', pattern: /(?<![\d.,$])\b(?:0[1-9]|[1-8]\d|9[0-7])\d{2}(?:\.\d{2}){1,2}\b(?![.,]\d)/g, context: /\b(?:hs|hts|harmoni[sz]ed|tariffs?|duty|duties|customs|imports?|exports?|commodity|heading)\b/i, needs: DIGIT },
  { kind: 'an IFSC code', words: 'ifsc bank branch', pattern: /\b[A-Z]{4}0[A-Z\d]{6}\b/g, needs: DIGIT },
  // Typed in lower case ("sbin0000691"), its branch part holds digits.
  { kind: 'an IFSC code', words: 'ifsc bank branch', pattern: /\b[a-z]{4}0[a-z\d]{6}\b/g, valid: (text) => (text.slice(5).match(/\d/g) ?? []).length >= 3, needs: /[a-z]{4}0/ },
  { kind: 'a BIC', words: 'bic swift bank', pattern: /\b[A-Z]{6}[A-Z\d]{2}(?:[A-Z\d]{3})?\b/g, valid: (text) => /\d|^[A-Z]{8}(?:[A-Z]{3})?$/.test(text) && BIC_COUNTRIES.test(text.slice(4, 6)), needs: /[A-Z]{6}/ },
  { kind: 'a CNPJ', words: 'cnpj brazil company', pattern: /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b|\b\d{14}\b/g, valid: (text) => cnpjValid(text.replace(/\D/g, '')), needs: DIGIT },
  // A National Provider Identifier: ten digits from 1, Luhn over 80840 and the number (a US phone number never opens with 1).
  { kind: 'an NPI', words: 'npi provider', pattern: /\b1\d{9}\b/g, valid: (text) => luhn(`80840${text}`), needs: DIGIT },
  // A CAS Registry Number ("50-78-2", "7732-18-5"): two to seven digits, two, then a check digit (its digits weighted 1, 2, 3... from the right, mod 10).
  { kind: 'a CAS number', words: 'chemical compound cas', pattern: /(?<![\d.-])\b\d{2,7}-\d{2}-\d\b(?![.-]\d)/g, valid: casValid, needs: DIGIT },
  // A Finnish business id (Y-tunnus, "0112038-9"): seven digits and a check digit, weights 7 9 10 5 8 4 2, mod 11.
  { kind: 'a Finnish business id', words: 'finnish company business id', pattern: /\b\d{7}-\d\b/g, valid: ytunnusValid, needs: /\d{7}-\d/ },
  { kind: 'an EIN', words: 'ein nonprofit', pattern: /\b\d{2}-\d{7}\b/g, needs: DIGIT },
  { kind: 'a drug code (NDC)', words: 'ndc drug', pattern: /\b\d{4,5}-\d{3,4}-\d{1,2}\b/g, needs: DIGIT },
  // Thirteen digits after "GLN" are a location number, though a product's barcode has the same form.
  { kind: 'a GLN', words: 'gln global location number', pattern: /\bGLN[\s:#]*\d{13}\b/gi, valid: (text) => gs1Valid(text.slice(-13)), needs: /gln/i },
  { kind: 'an SSCC', words: 'sscc shipping container code', pattern: /(?:\(00\)\s?)?\b\d{18}\b/g, valid: (text) => gs1Valid(text.replace(/\D/g, '').slice(-18)), needs: DIGIT },
  { kind: 'a payment card number', words: 'card number bin', pattern: /\b(?:\d[ -]?){12,18}\d\b/g, valid: (text) => /^[2-6]/.test(text) && luhn(text.replace(/\D/g, '')) && !gs1Valid(text.replace(/\D/g, '')), needs: DIGIT },
  { kind: 'an ISBN', words: 'isbn book', pattern: /(?:\b|(?<=ISBN|isbn))97[89]-?\d{1,5}-?\d{1,7}-?\d{1,7}-?\d\b/g, valid: (text) => gs1Valid(text.replace(/-/g, '')) && text.replace(/-/g, '').length === 13, needs: DIGIT },
  { kind: 'an ISBN', words: 'isbn book', pattern: /\b\d{1,5}-\d{1,7}-\d{1,7}-[\dX]\b|\b\d{9}[\dX]\b/g, valid: (text) => isbn10Valid(text.replace(/-/g, '')), needs: DIGIT },
  { kind: 'a product barcode', words: 'gtin barcode product', pattern: /\b\d{12,14}\b/g, valid: gs1Valid, needs: DIGIT },
  { kind: 'a routing number', words: 'aba routing number', pattern: /\b\d{9}\b/g, valid: abaValid, needs: DIGIT },
  { kind: 'a CUSIP', words: 'cusip security identifier', pattern: /\b[\dA-Z]{8}\d\b/g, valid: (text) => /^\d/.test(text) && /\d{3}/.test(text.slice(0, 6)) && cusipValid(text), needs: DIGIT },
  { kind: 'a phone number', words: 'phone number', pattern: /(?<![\w.])\+\d[\d ().-]{7,16}\d\b/g, needs: /\+\d/ },
  // s29/nfid: a number in pairs after its trunk 0 ("06 12 34 56 78"), as France and Belgium write them, and the country it is dialled in.
  { kind: 'a phone number', words: 'phone number', pattern: /(?<![\w.+/-])0[1-9](?:[ .]\d{2}){4}(?:\s+[A-Z]{2}\b)?(?![\w/.-])/g, needs: /\b0[1-9][ .]\d\d[ .]/ },
  // A North American number in its national form ("415-555-0199", "(415) 555-0132"), and a European one after its trunk 0 ("020 7946 0958", "0151 23456789"): ten to twelve digits, never two five-digit ZIP codes.
  { kind: 'a phone number', words: 'phone number', pattern: /(?<![\w.+-])(?:\([2-9]\d{2}\) ?|[2-9]\d{2}[-.])[2-9]\d{2}[-.]\d{4}(?![\w-])/g, needs: /\d{3}[-.)]/ },
  { kind: 'a phone number', words: 'phone number', pattern: /(?<![\w.+/-])0\d{2,4}[ /-]\d{3,8}(?:[ -]\d{3,4})?(?![\w/-])/g, valid: (text) => /^\d{10,12}$/.test(text.replace(/\D/g, '')) && !/^\d{5} \d{5}$/.test(text), needs: /\b0\d{2,4}[ /-]\d/ },
  { kind: 'a tail number', words: 'aircraft registration tail number', pattern: /\bN[1-9]\d{0,4}[A-Z]{0,2}\b/g, needs: DIGIT },
  { kind: 'a tail number', words: 'aircraft registration tail number', pattern: /\b(?:G|D|F|C|I|EC|PH|VH|HB|OE|OO|SE|LN|OH|OY|EI|CS|SP|OK|TC|SX|HA|LX|ZS|PP|PR|LV|CC|XA|RA|ZK|9V|9M|A6|A7)-[A-Z]{3,4}\b/g, needs: /-/ },
  // An NPS park code ("grsm", "brca": four letters from the park's name), said to be a park's by the words around it; never a common English word.
  { kind: 'a national park code', words: 'national park', pattern: /(?<![\w.@/-])[a-z]{4}(?![\w.@/-])/g, valid: (text) => !isCommonEnglish(text), context: PARK, needs: PARK },
  // A gene symbol ("TP53", "BRCA1", "KRAS") in a task that speaks of genes or an organism.
  { kind: 'a gene symbol', words: 'gene symbol', pattern: /\b[A-Z][A-Z\d]{2,9}\b/g, valid: (text) => /[A-Z]{2}/.test(text), context: /\b(?:genes?|genetic|mouse|mice|human|rat|zebrafish|yeast|drosophila|organism|mutations?|mutated|alleles?|homologs?|orthologs?|chromosome|expression|taxid)\b/i, needs: /[A-Z]{2}/ },
  // IATA (UA 123) or ICAO (UAL123) airline code and number; an ICAO form never has a space, and a
  // few three-letter prefixes are names of standards, not airlines.
  { kind: 'a flight number', words: 'flight number status', pattern: /\b(?:[A-Z]{3}(?=\d)|[A-Z]{2}|[A-Z]\d|\d[A-Z]) ?\d{1,4}\b/g, valid: (text) => !NOT_AIRLINES.test(text) && (/^[A-Z]{2}/.test(text) || /\d/.test(text.slice(0, 2))), needs: DIGIT },
  // An ICAO airline code and number written with a space ("UAL 2", "BAW 117"), said to be a flight by the words around it.
  { kind: 'a flight number', words: 'flight number status', pattern: /\b[A-Z]{3} \d{1,4}\b/g, valid: (text) => !NOT_AIRLINES.test(text), context: /\b(?:flights?|tomorrow|today|tonight|landed|landing|delayed|gate|departed|departs?|departure|arrivals?|arrive[sd]?|boarding)\b/i, needs: DIGIT },
  // What the caller made earlier, by the handle it was given ("w_123", "sch_5", "tok_81"): the task is about that thing.
  { kind: HANDLE, words: 'id', pattern: /\b[a-z]{1,6}_[a-z\d]*\d[a-z\d]*\b/gi, weight: 0.3, needs: DIGIT },
  // A key of the caller's key-value store as such keys are written, namespaced by colons ("prefs:42", "rate-limit:alice", "cache:weather:").
  { kind: 'a key name', words: 'key', pattern: /(?<![\w/.:@$-])[a-z][a-z\d_-]*:(?!\/\/)[\w-]+(?::[\w-]*)*(?![\w/.])/g, weight: 0.5, needs: /:/ },
  { kind: 'a file name', words: 'file name', pattern: /(?<![\w/.:])(?:[\w-]+\/)+[\w-]+\.[a-z\d]{2,5}\b/gi, weight: 0.5, needs: /\// },
  { kind: 'a size', words: 'size bytes', pattern: /\b\d+(?:\.\d+)?\s?(?:kb|mb|gb|kib|mib|gib|bytes)\b/gi, weight: 0.3, needs: DIGIT },
  // s25/nfid: an amount in one currency's code asked in another's ("25000 JPY in KRW", "300 CHF to SEK"): a conversion; the two
  // codes alone with "to" or "in" between them ("CHF to SEK"): an exchange rate, not two tickers (a slash is the vocabulary's).
  { kind: 'an amount of money', words: 'convert currency amount', pattern: new RegExp(`\\b\\d[\\d,.]*\\s?(?:${FIAT}) (?:in|to|into) (?:${FIAT})\\b`, 'g'), valid: twoCurrencies, needs: /\d\s?[A-Z]{3} (?:in|to|into) [A-Z]{3}\b/ },
  { kind: 'a currency pair', words: 'fx currency', pattern: new RegExp(`\\b(?:${FIAT}) (?:to|in|into) (?:${FIAT})\\b`, 'g'), valid: twoCurrencies, needs: /[A-Z]{3} (?:in|to|into) [A-Z]{3}\b/ },
  // Two currencies' codes written together as forex quotes them ("GBPJPY", "EURUSD"): an exchange rate, not a ticker or a series.
  { kind: 'a currency pair', words: 'fx currency', pattern: new RegExp(`\\b(?:${FIAT})(?:${FIAT})\\b`, 'g'), valid: (text) => text.slice(0, 3) !== text.slice(3), needs: /[A-Z]{6}/ },
  { kind: 'a date', words: 'date', pattern: /\b(?:19|20)\d{2}-[01]\d-[0-3]\d\b/g, weight: 0.3, needs: DIGIT },
  { kind: 'a clock time', words: 'time', pattern: /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)? ?(?:am|pm)\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b/gi, weight: 0.3, needs: DIGIT },
  { kind: 'a domain name', words: 'domain', pattern: /\b(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,24}\b/gi, valid: (text) => !FILE_SUFFIX.test(text) && /[a-z]{2}$/i.test(text), needs: /\./ },
  { kind: 'an amount of money', words: 'amount dollars', pattern: /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion|thousand)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|bucks)\b|\b\d+(?:\.\d+)?\s?cents\b/gi, weight: 0.5, needs: DIGIT },
  { kind: YEAR, words: 'year', pattern: /\b(?:1[89]\d\d|20[0-4]\d)\b/g, weight: 0.3, needs: DIGIT },
  { kind: 'a top-level domain', words: 'tld top level domain', pattern: /(?<![\w.])\.[a-z]{2,24}\b(?!\.)/gi, needs: /\./ },
  { kind: 'a US ZIP code', words: 'zip code', pattern: /(?<![$\d.,-])\b\d{5}\b(?![.,]\d|%)/g, weight: 0.6, needs: DIGIT },
]

const NOT_AIRLINES = /^(?:RFC|ICD|ISO|CVE|CWE|USC|CFR|NCT|SHA|MD|UTF|GPT|COVID|ERC|EIP|BIP|PEP|IEC|ANSI|NIST|IEEE|HTTP)/
const FILE_SUFFIX = /\.(?:pdf|json|csv|txt|js|ts|py|png|jpe?g|gif|webp|mp3|mp4|wav|html?|xml|zip|docx?|xlsx?|md|yaml|yml)$/i
const BIC_COUNTRIES = /^(?:A[DEFGILMOQRSTUWXZ]|B[ABDEFGHIJLMNOQRSTVWYZ]|C[ACDFGHIKLMNORUVWXYZ]|D[EJKMOZ]|E[CEGHRST]|F[IJKMOR]|G[ABDEFGHILMNPQRSTUWY]|H[KMNRTU]|I[DELMNOQRST]|J[EMOP]|K[EGHIMNPRWYZ]|L[ABCIKRSTUVY]|M[ACDEFGHKLMNOPQRSTUVWXYZ]|N[ACEFGILOPRUZ]|OM|P[AEFGHKLMNRSTWY]|QA|R[EOSUW]|S[ABCDEGHIJKLMNORSTVXYZ]|T[CDFGHJKLMNORTVWZ]|U[AGMSYZ]|V[ACEGINU]|W[FS]|XK|Y[ET]|Z[AMW])$/

/** Cues in the order found, and the text with their spans blanked (so their digits are not words too). */
export function recognise(text: string): { rest: string; cues: Cue[] } {
  let rest = text
  const cues: Cue[] = []
  const held = new Map<RegExp, boolean>()
  for (const recogniser of RECOGNISERS) {
    let holds = held.get(recogniser.needs)
    if (holds === undefined) held.set(recogniser.needs, (holds = recogniser.needs.test(text)))
    if (!holds) continue
    rest = rest.replace(recogniser.pattern, (match) => {
      const trimmed = match.trim()
      if (recogniser.valid && !recogniser.valid(trimmed)) return match
      if (recogniser.context && !recogniser.context.test(text.replace(trimmed, ' '))) return match
      cues.push({ text: trimmed, kind: recogniser.kind, words: recogniser.words, weight: recogniser.weight ?? 1, ...(recogniser.context ? { context: recogniser.context } : {}) })
      return ' '.repeat(match.length)
    })
  }
  // 64 hex digits without 0x are a SHA-256 or a Bitcoin transaction id: the task's words tell which.
  if (BITCOIN_TX.test(text)) for (const cue of cues) if (cue.kind === 'a hash' && cue.text.length === 64) cue.words = 'txid bitcoin transaction'
  // Three addresses or more are a list to look up at once.
  if (cues.filter((cue) => cue.kind === 'an IP address').length >= 3) for (const cue of cues) if (cue.kind === 'an IP address') cue.words = 'ip addresses bulk'
  // The service's handles say what they name by their prefix (plugin-agent-infra: wat_, sch_, sub_, top_; "w_77" as people shorten it).
  for (const cue of cues) {
    const named = cue.kind === HANDLE ? HANDLE_KINDS[/^[a-z]+/i.exec(cue.text)![0].toLowerCase()] : undefined
    if (named) Object.assign(cue, { words: `id ${named}`, weight: NAMED_HANDLE })
  }
  return { rest, cues }
}

/**
 * A handle whose prefix names its kind counts as a strong identifier (0.8, so an unsure best match yields to what it points at):
 * with it, tuned +1 first, the eleventh pass's unseen set +1 / +1 top-5; at 0.3 or 0.5 tuned lost a top-5 answer.
 */
const NAMED_HANDLE = 0.8
const HANDLE_KINDS: Record<string, string> = { wat: 'watcher', w: 'watcher', sch: 'schedule', s: 'schedule', sub: 'subscription', top: 'topic' }

const BITCOIN_TX = /\b(?:txid|tx|transaction|bitcoin|btc|confirmations?|mempool)\b/i

/** Remainder mod 97 of a string whose letters count as 10..35 (ISO 7064, IBAN and LEI). */
function mod97(text: string): number {
  let remainder = 0
  for (const char of text) {
    const value = Number.parseInt(char, 36)
    for (const digit of String(value)) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** An IBAN's length in the countries that issue them: a pasted one with a wrong check digit still has its country's length. */
const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  'AD24 AE23 AT20 BA20 BE16 BG22 BH22 BR29 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 ES24 FI18 FR27 GB22 GE22 GI23 GR27 HR21 HU28 IE22 IL23 IS26 IT27 KW30 KZ20 LB28 LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MT31 MU30 NL18 NO15 PK24 PL28 PT25 QA29 RO24 RS22 SA24 SE24 SI19 SK24 SM27 TN24 TR26 UA29 XK20'.split(' ').map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
)

function ibanShape(iban: string): boolean {
  return IBAN_LENGTHS[iban.slice(0, 2)] === iban.length && (iban.slice(4).match(/\d/g) ?? []).length >= 6
}

/** Finnish business id: weights 7 9 10 5 8 4 2, remainder mod 11; 0 stays 0, 1 is never issued, else 11 minus it. */
function ytunnusValid(text: string): boolean {
  const sum = [7, 9, 10, 5, 8, 4, 2].reduce((total, weight, i) => total + weight * Number(text[i]), 0) % 11
  return sum !== 1 && (sum === 0 ? 0 : 11 - sum) === Number(text[8])
}

function ibanValid(iban: string): boolean {
  return iban.length >= 15 && iban.length <= 34 && mod97(iban.slice(4) + iban.slice(0, 4)) === 1
}

/** A country's code and a valid ISIN check digit: a UEI's form holds ISINs too ("GB00B03MLX29"). */
function isinCode(text: string): boolean {
  return BIC_COUNTRIES.test(text.slice(0, 2)) && isinValid(text)
}

/** Luhn over the digits of the ISIN's letters-as-numbers. */
function isinValid(isin: string): boolean {
  if (!/\d/.test(isin.slice(2))) return false
  const digits = [...isin].map((char) => Number.parseInt(char, 36)).join('')
  return luhn(digits)
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let value = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2
    sum += value
  }
  return sum % 10 === 0
}

/** GS1 mod-10 (GTIN, EAN, UPC, ISBN-13). */
function gs1Valid(code: string): boolean {
  let sum = 0
  for (let i = 0; i < code.length - 1; i++) sum += Number(code[code.length - 2 - i]) * (i % 2 === 0 ? 3 : 1)
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1])
}

/** ORCID iDs: ISO 7064 MOD 11-2 over the first 15 digits. */
function orcidValid(text: string): boolean {
  const digits = text.replace(/-/g, '')
  let total = 0
  for (const digit of digits.slice(0, 15)) total = (total + Number(digit)) * 2
  const check = (12 - (total % 11)) % 11
  return digits[15] === (check === 10 ? 'X' : String(check))
}

/** CUSIP: letters count 10..35, every second value doubled, digits summed; the ninth is the check digit. */
function cusipValid(text: string): boolean {
  let sum = 0
  for (let i = 0; i < 8; i++) {
    let value = Number.parseInt(text[i]!, 36)
    if (i % 2 === 1) value *= 2
    sum += Math.floor(value / 10) + (value % 10)
  }
  return (10 - (sum % 10)) % 10 === Number(text[8])
}

/** A cron pattern: a star somewhere, and each number within its field's range (minute, hour, day, month, weekday). */
function cronValid(text: string): boolean {
  const fields = text.trim().split(/\s+/)
  return text.includes('*') && fields.every((field, i) => (field.match(/\d+/g) ?? []).every((n) => Number(n) <= [59, 23, 31, 12, 7][i]!))
}

/** SOC major groups are the odd numbers 11 to 55; a year after the dash ("15-2024") is a date. */
function socValid(text: string): boolean {
  const group = Number(text.slice(0, 2))
  return group % 2 === 1 && group >= 11 && (text.includes('.') || !/-(?:19|20)\d\d$/.test(text))
}

/** CNPJ: two check digits, weights 5..2,9..2 then 6..2,9..2, mod 11. */
function cnpjValid(digits: string): boolean {
  if (digits.length !== 14 || /^(\d)\1+$/.test(digits)) return false
  const check = (length: number) => {
    let sum = 0
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * ((length - 1 - i) % 8 + 2)
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13])
}

/** CAS Registry Numbers: the digits before the check digit, weighted 1, 2, 3... from the right, sum mod 10. */
function casValid(text: string): boolean {
  const digits = text.replace(/-/g, '')
  let sum = 0
  for (let i = 1; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * i
  return sum % 10 === Number(digits[digits.length - 1])
}

/** ABA routing numbers: 3-7-1 weights, sum divisible by 10. */
function abaValid(code: string): boolean {
  const weights = [3, 7, 1]
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * weights[i % 3]!
  return sum % 10 === 0 && sum > 0
}

const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((char, i) => [char, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!]),
)
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** North American VINs carry a check digit in position 9; others are taken on their structure alone. */
function vinValid(vin: string): boolean {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += (/\d/.test(vin[i]!) ? Number(vin[i]) : VIN_VALUES[vin[i]!]!) * VIN_WEIGHTS[i]!
  const check = sum % 11 === 10 ? 'X' : String(sum % 11)
  return vin[8] === check || !/^[1-5]/.test(vin) || VIN_SHAPE.test(vin)
}

/** A VIN pasted with a wrong check digit still has its shape: a model-year code in position 10 and a serial ending in four digits. */
const VIN_SHAPE = /^[A-HJ-NPR-Z\d]{9}[A-HJ-NPR-TV-Y1-9][A-HJ-NPR-Z\d]{3}\d{4}$/

/** IMO ship numbers: the seventh digit is the sum of the first six weighted 7..2, mod 10. */
function imoValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (7 - i)
  return sum % 10 === Number(digits[6]) && !/^0/.test(digits)
}

/** ISBN-10: weights 10..1, mod 11, X for ten; never a run of zeros (a SEC CIK, "0000320193"). */
function isbn10Valid(code: string): boolean {
  if (code.length !== 10 || code.startsWith('000')) return false
  let sum = 0
  for (let i = 0; i < 10; i++) sum += (code[i] === 'X' ? 10 : Number(code[i])) * (10 - i)
  return sum % 11 === 0
}

/** FIGI: letters count 10..35, every second value doubled, digits summed; the twelfth is the check digit. */
function figiValid(text: string): boolean {
  let sum = 0
  for (let i = 0; i < 11; i++) {
    let value = Number.parseInt(text[i]!, 36)
    if (i % 2 === 1) value *= 2
    sum += Math.floor(value / 10) + (value % 10)
  }
  return (10 - (sum % 10)) % 10 === Number(text[11])
}

const SMILES_TOKEN = /Cl|Br|[BCNOPSFI]|[bcnops]|\[[A-Za-z\d@+-]+\]|%\d\d|\d|[-=#$:/\\.()]/gy

/**
 * A SMILES string: nothing but organic-subset atoms, bracket atoms, bonds, branches and ring digits; a
 * carbon, three atoms or more, a branch, bond or ring; each ring digit twice; aromatic atoms only in a
 * ring ("NIC(s)", "CO2", "ISO-8601" are not).
 */
function smilesValid(text: string): boolean {
  const tokens: string[] = []
  SMILES_TOKEN.lastIndex = 0
  while (SMILES_TOKEN.lastIndex < text.length) {
    const match = SMILES_TOKEN.exec(text)
    if (!match) return false
    tokens.push(match[0])
  }
  const atoms = tokens.filter((token) => /^(?:Cl|Br|[A-Za-z]|\[.*\])$/.test(token))
  const rings = tokens.filter((token) => /^(?:\d|%\d\d)$/.test(token))
  let depth = 0
  for (const token of tokens) if ((depth += token === '(' ? 1 : token === ')' ? -1 : 0) < 0) return false
  const paired = [...new Set(rings)].every((ring) => rings.filter((other) => other === ring).length % 2 === 0)
  return depth === 0 && paired && atoms.length >= 3 && atoms.some((atom) => /^(?:C|c)$/.test(atom)) && /^(?:Cl|Br|[A-Za-z]|\[)/.test(text)
    && tokens.some((token) => /^[=#()[]/.test(token) || rings.includes(token)) && (rings.length > 0 || !atoms.some((atom) => /^[bcnops]$/.test(atom)))
}
