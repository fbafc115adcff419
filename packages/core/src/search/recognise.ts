/**
 * Identifiers an agent pastes into a task ("8.8.8.8", "CVE-2021-44228", "lodash@4.17.20"): each kind
 * recognised stands for the catalog words of the operations that take it, so "who is behind
 * 185.220.101.1" finds the IP operations though it never says "IP".
 */
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
}

interface Recogniser {
  kind: string
  words: string
  pattern: RegExp
  weight?: number
  /** A check digit or structure the pattern cannot say. */
  valid?: (match: string) => boolean
}

// Order matters: a longer or stricter form is taken first and its text is no longer seen by the next.
const RECOGNISERS: Recogniser[] = [
  { kind: 'a JWT', words: 'jwt token decode', pattern: /\beyJ[\w-]{8,}\.eyJ[\w-]{4,}\.[\w-]*/g },
  { kind: 'a code repository', words: 'github repository repo', pattern: /\b(?:https?:\/\/)?(?:www\.)?(?:github|gitlab)\.com\/[\w.-]+\/[\w.-]+/gi },
  // An IANA time zone name ("America/Los_Angeles", "Europe/Berlin"): before file names read its slash.
  { kind: 'a time zone name', words: 'time zone iana', pattern: /\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Z][A-Za-z_-]+(?:\/[A-Z][A-Za-z_-]+)?\b(?![./\w])/g },
  // A cron pattern of five fields ("*/15 * * * *", "0 9 * * 1-5"): at least one field is a star, so no list of numbers is read as one.
  { kind: 'a cron pattern', words: 'cron schedule', pattern: /(?<![\w*/,-])(?:[\d*][\d*/,-]*\s+){4}[\d*][\d*/,-]*(?![\w*/,-])/g, valid: cronValid },
  { kind: 'a URL', words: 'url web page', pattern: /\bhttps?:\/\/[^\s]+/gi, weight: 0.5 },
  { kind: 'an e-mail address', words: 'email address', pattern: /\b[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\b/gi },
  { kind: 'a transaction hash', words: 'transaction hash', pattern: /\b0x[\da-f]{64}\b/gi },
  { kind: 'an EVM address', words: 'evm address wallet', pattern: /\b0x[\da-f]{40}\b/gi },
  { kind: 'calldata', words: 'calldata function selector decode', pattern: /\b0x[\da-f]{8}(?:[\da-f]{64})*\b/gi },
  { kind: 'a hash', words: 'hash', pattern: /\b(?:[\da-f]{64}|[\da-f]{40}|[\da-f]{32})\b/gi, valid: (text) => /\d/.test(text) && /[a-f]/i.test(text) },
  { kind: 'a Bitcoin address', words: 'bitcoin address', pattern: /\b(?:bc1[\da-z]{25,60}|[13][1-9a-hj-np-z]{25,34})\b/gi, valid: (text) => /\d/.test(text) && /[a-z]/i.test(text) },
  { kind: 'a Solana address', words: 'cryptocurrency address', pattern: /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, valid: (text) => /\d/.test(text) && /[A-Z]/.test(text) && /[a-z]/.test(text) },
  { kind: 'an ENS name', words: 'ens name resolve', pattern: /\b[a-z\d-]+\.eth\b/gi },
  { kind: 'a CVE id', words: 'cve vulnerability', pattern: /\bcve-\d{4}-\d{4,7}\b/gi },
  { kind: 'a CWE id', words: 'cwe weakness', pattern: /\bcwe-\d{1,4}\b/gi },
  { kind: 'a CAPEC id', words: 'capec attack pattern', pattern: /\bcapec-\d{1,4}\b/gi },
  { kind: 'an ATT&CK technique', words: 'attack technique', pattern: /\bT1\d{3}(?:\.\d{3})?\b/g },
  // "21 CFR 101.9", "42 U.S.C. 1983", "5 USC § 552(b)": title, code, section.
  { kind: 'a CFR citation', words: 'cfr section', pattern: /\b\d{1,2}\s*C\.?F\.?R\.?\s*(?:§+\s*|part\s+)?\d+(?:\.\d+)?\b/gi },
  { kind: 'a US Code citation', words: 'usc section', pattern: /\b\d{1,2}\s*U\.?\s?S\.?\s?C\.?\s*(?:§+\s*)?\d+[a-z]?\b/gi },
  { kind: 'a DOI', words: 'doi paper', pattern: /\b10\.\d{4,9}\/[^\s]+/g },
  { kind: 'an ORCID iD', words: 'orcid researcher author', pattern: /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g, valid: orcidValid },
  { kind: 'a clinical study id', words: 'clinical study nct', pattern: /\bNCT\d{8}\b/gi },
  // Written with their space, as the post writes them ("SW1A 1AA", "H0B 3X9"): without it a Canadian code is also a UniProt accession.
  { kind: 'a postal code', words: 'postal code', pattern: /\b(?:[A-PR-UWYZ][A-HK-Y]?\d[A-HJKPS-UW\d]? \d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d)\b/g },
  { kind: 'a UniProt accession', words: 'uniprot protein accession', pattern: /\b(?:[OPQ]\d[A-Z\d]{3}\d|[A-NR-Z]\d[A-Z][A-Z\d]{2}\d)\b/g },
  { kind: 'an ICD-10 code', words: 'icd diagnosis code', pattern: /\b[A-TV-Z]\d[\dA-Z]\.[\dA-Z]{1,4}\b/g },
  { kind: 'a Wikidata id', words: 'wikidata entity', pattern: /\bQ(?![1-4]\b)\d{1,9}\b/g },
  { kind: 'an autonomous system number', words: 'autonomous system asn', pattern: /\b(?:AS|[Aa][Ss][Nn] ?)\d{1,10}\b/g },
  { kind: 'an RFC', words: 'rfc', pattern: /\bRFC[ -]?\d{1,5}\b/gi },
  // An O*NET-SOC or SOC code ("15-1252", "29-1141.00"): the major groups are the odd numbers 11 to 55.
  { kind: 'an occupation code', words: 'occupation soc onet', pattern: /\b[1-5]\d-\d{4}(?:\.\d{2})?\b/g, valid: socValid },
  { kind: 'a patent number', words: 'patent number', pattern: /\b(?:US|EP|WO|JP|CN|KR|DE|GB)\s?\d{6,11}\s?[AB]\d?\b/g },
  // A ticker after its exchange ("NASDAQ:AAPL", "LSE: VOD").
  { kind: 'a stock ticker', words: 'stock ticker symbol quote', pattern: /\b(?:NASDAQ|NYSE|NYSEARCA|AMEX|LSE|LON|TSX|ASX|HKEX|TYO|TSE|FRA|XETRA|EPA|OTC)\s?:\s?[A-Z\d]{1,5}(?:\.[A-Z])?\b/g, weight: 0.8 },
  // A cashtag ("$tsla", "$AAPL"): a ticker whatever its case.
  { kind: 'a stock ticker', words: 'stock ticker symbol quote', pattern: /(?<![\w$])\$[a-z]{1,5}(?:\.[a-z])?\b/gi, weight: 0.8 },
  { kind: 'a package and version', words: 'package version', pattern: /(?:^|\s)(?:@[\w.-]+\/)?[a-z][\w.-]*(?:@|==)\d+(?:\.\d+)*[\w.-]*/gi },
  { kind: 'an IP address block', words: 'ip address cidr block', pattern: /\b(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}\b/g },
  { kind: 'an IP address', words: 'ip address', pattern: /\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g },
  { kind: 'an IP address', words: 'ip address', pattern: /(?<![\w:])(?:[\da-f]{1,4}:){1,7}:?[\da-f]{0,4}(?::[\da-f]{1,4})*(?![\w:])/gi, valid: (text) => /::|(?:[\da-f]{1,4}:){7}/i.test(text) },
  { kind: 'a MAC address', words: 'mac address vendor', pattern: /\b[\da-f]{2}(?:[:-][\da-f]{2}){5}\b/gi },
  { kind: 'a MAC address prefix (OUI)', words: 'mac address vendor', pattern: /\b[\da-f]{2}([:-])[\da-f]{2}\1[\da-f]{2}\b(?![:-][\da-f])/gi, valid: (text) => /[a-f]/i.test(text) },
  { kind: 'coordinates', words: 'coordinates', pattern: /-?\d{1,2}\.\d{2,}\s*,\s*-?\d{1,3}\.\d{2,}|(?<![\d.])-?\d{1,2}\.\d{3,} +-?\d{1,3}\.\d{3,}(?![\d.])|\b\d{1,2}(?:\.\d+)?°\s*[NS],?\s*\d{1,3}(?:\.\d+)?°\s*[EW]\b/gi },
  { kind: 'an IBAN', words: 'iban', pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){2,7}(?: ?[A-Z\d]{1,4})?\b/g, valid: (text) => ibanValid(text.replace(/ /g, '')) },
  { kind: 'an ISIN', words: 'isin security identifier', pattern: /\b[A-Z]{2}[A-Z\d]{9}\d\b/g, valid: isinValid },
  { kind: 'an LEI', words: 'lei legal entity', pattern: /\b[A-Z\d]{18}\d{2}\b/g, valid: (text) => /[A-Z]/.test(text) && mod97(text) === 1 },
  { kind: 'a VIN', words: 'vin vehicle', pattern: /\b[A-HJ-NPR-Z\d]{17}\b/gi, valid: (text) => /\d/.test(text) && /[a-z]/i.test(text) && vinValid(text.toUpperCase()) },
  { kind: 'a VAT number', words: 'vat number', pattern: /\b(?:(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)U?\d{8,12}|IE\d{7}[A-W][A-IW]?|IE\d[A-Z+*]\d{5}[A-W]|NL\d{9}B\d{2}|ES[A-Z\d]\d{7}[A-Z\d]|FR[A-HJ-NP-Z\d]{2}\d{9}|CY\d{8}[A-Z])\b/g },
  { kind: 'an IFSC code', words: 'ifsc bank branch', pattern: /\b[A-Z]{4}0[A-Z\d]{6}\b/g },
  { kind: 'a BIC', words: 'bic swift bank', pattern: /\b[A-Z]{6}[A-Z\d]{2}(?:[A-Z\d]{3})?\b/g, valid: (text) => /\d|^[A-Z]{8}(?:[A-Z]{3})?$/.test(text) && BIC_COUNTRIES.test(text.slice(4, 6)) },
  { kind: 'a CNPJ', words: 'cnpj brazil company', pattern: /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b|\b\d{14}\b/g, valid: (text) => cnpjValid(text.replace(/\D/g, '')) },
  // A National Provider Identifier: ten digits from 1, Luhn over 80840 and the number (a US phone number never opens with 1).
  { kind: 'an NPI', words: 'npi provider', pattern: /\b1\d{9}\b/g, valid: (text) => luhn(`80840${text}`) },
  { kind: 'an EIN', words: 'ein nonprofit', pattern: /\b\d{2}-\d{7}\b/g },
  { kind: 'a drug code (NDC)', words: 'ndc drug', pattern: /\b\d{4,5}-\d{3,4}-\d{1,2}\b/g },
  { kind: 'an SSCC', words: 'sscc shipping container code', pattern: /(?:\(00\)\s?)?\b\d{18}\b/g, valid: (text) => gs1Valid(text.replace(/\D/g, '').slice(-18)) },
  { kind: 'a payment card number', words: 'card number bin', pattern: /\b(?:\d[ -]?){12,18}\d\b/g, valid: (text) => /^[2-6]/.test(text) && luhn(text.replace(/\D/g, '')) && !gs1Valid(text.replace(/\D/g, '')) },
  { kind: 'an ISBN', words: 'isbn book', pattern: /\b97[89]-?\d{1,5}-?\d{1,7}-?\d{1,7}-?\d\b/g, valid: (text) => gs1Valid(text.replace(/-/g, '')) && text.replace(/-/g, '').length === 13 },
  { kind: 'a product barcode', words: 'gtin barcode product', pattern: /\b\d{12,14}\b/g, valid: gs1Valid },
  { kind: 'a routing number', words: 'aba routing number', pattern: /\b\d{9}\b/g, valid: abaValid },
  { kind: 'a CUSIP', words: 'cusip security identifier', pattern: /\b[\dA-Z]{8}\d\b/g, valid: (text) => /^\d/.test(text) && /\d{3}/.test(text.slice(0, 6)) && cusipValid(text) },
  { kind: 'a phone number', words: 'phone number', pattern: /(?<![\w.])\+\d[\d ().-]{7,16}\d\b/g },
  { kind: 'a tail number', words: 'aircraft registration tail number', pattern: /\bN[1-9]\d{0,4}[A-Z]{0,2}\b/g },
  { kind: 'a tail number', words: 'aircraft registration tail number', pattern: /\b(?:G|D|F|C|I|EC|PH|VH|HB|OE|OO|SE|LN|OH|OY|EI|CS|SP|OK|TC|SX|HA|LX|ZS|PP|PR|LV|CC|XA|RA|ZK|9V|9M|A6|A7)-[A-Z]{3,4}\b/g },
  // IATA (UA 123) or ICAO (UAL123) airline code and number; an ICAO form never has a space, and a
  // few three-letter prefixes are names of standards, not airlines.
  { kind: 'a flight number', words: 'flight number status', pattern: /\b(?:[A-Z]{3}(?=\d)|[A-Z]{2}|[A-Z]\d|\d[A-Z]) ?\d{1,4}\b/g, valid: (text) => !NOT_AIRLINES.test(text) && (/^[A-Z]{2}/.test(text) || /\d/.test(text.slice(0, 2))) },
  // What the caller made earlier, by the handle it was given ("w_123", "sch_5", "tok_81"): the task is about that thing.
  { kind: "a handle of the caller's", words: 'id', pattern: /\b[a-z]{1,6}_[a-z\d]*\d[a-z\d]*\b/gi, weight: 0.3 },
  { kind: 'a file name', words: 'file name', pattern: /(?<![\w/.:])(?:[\w-]+\/)+[\w-]+\.[a-z\d]{2,5}\b/gi, weight: 0.5 },
  { kind: 'a size', words: 'size bytes', pattern: /\b\d+(?:\.\d+)?\s?(?:kb|mb|gb|kib|mib|gib|bytes)\b/gi, weight: 0.3 },
  { kind: 'a date', words: 'date', pattern: /\b(?:19|20)\d{2}-[01]\d-[0-3]\d\b/g, weight: 0.3 },
  { kind: 'a clock time', words: 'time', pattern: /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)? ?(?:am|pm)\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b/gi, weight: 0.3 },
  { kind: 'a domain name', words: 'domain', pattern: /\b(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,24}\b/gi, valid: (text) => !FILE_SUFFIX.test(text) && /[a-z]{2}$/i.test(text) },
  { kind: 'an amount of money', words: 'amount dollars', pattern: /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion|thousand)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|bucks)\b/gi, weight: 0.5 },
  { kind: 'a year', words: 'year', pattern: /\b(?:1[89]\d\d|20[0-4]\d)\b/g, weight: 0.3 },
  { kind: 'a top-level domain', words: 'tld top level domain', pattern: /(?<![\w.])\.[a-z]{2,24}\b(?!\.)/gi },
  { kind: 'a US ZIP code', words: 'zip code', pattern: /(?<![$\d.,-])\b\d{5}\b(?![.,]\d|%)/g, weight: 0.6 },
]

const NOT_AIRLINES = /^(?:RFC|ICD|ISO|CVE|CWE|USC|CFR|NCT|SHA|MD|UTF|GPT|COVID|ERC|EIP|BIP|PEP|IEC|ANSI|NIST|IEEE|HTTP)/
const FILE_SUFFIX = /\.(?:pdf|json|csv|txt|js|ts|py|png|jpe?g|gif|webp|mp3|mp4|wav|html?|xml|zip|docx?|xlsx?|md|yaml|yml)$/i
const BIC_COUNTRIES = /^(?:A[DEFGILMOQRSTUWXZ]|B[ABDEFGHIJLMNOQRSTVWYZ]|C[ACDFGHIKLMNORUVWXYZ]|D[EJKMOZ]|E[CEGHRST]|F[IJKMOR]|G[ABDEFGHILMNPQRSTUWY]|H[KMNRTU]|I[DELMNOQRST]|J[EMOP]|K[EGHIMNPRWYZ]|L[ABCIKRSTUVY]|M[ACDEFGHKLMNOPQRSTUVWXYZ]|N[ACEFGILOPRUZ]|OM|P[AEFGHKLMNRSTWY]|QA|R[EOSUW]|S[ABCDEGHIJKLMNORSTVXYZ]|T[CDFGHJKLMNORTVWZ]|U[AGMSYZ]|V[ACEGINU]|W[FS]|XK|Y[ET]|Z[AMW])$/

/** Cues in the order found, and the text with their spans blanked (so their digits are not words too). */
export function recognise(text: string): { rest: string; cues: Cue[] } {
  let rest = text
  const cues: Cue[] = []
  for (const recogniser of RECOGNISERS) {
    rest = rest.replace(recogniser.pattern, (match) => {
      const trimmed = match.trim()
      if (recogniser.valid && !recogniser.valid(trimmed)) return match
      cues.push({ text: trimmed, kind: recogniser.kind, words: recogniser.words, weight: recogniser.weight ?? 1 })
      return ' '.repeat(match.length)
    })
  }
  // 64 hex digits without 0x are a SHA-256 or a Bitcoin transaction id: the task's words tell which.
  if (BITCOIN_TX.test(text)) for (const cue of cues) if (cue.kind === 'a hash' && cue.text.length === 64) cue.words = 'txid bitcoin transaction'
  return { rest, cues }
}

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

function ibanValid(iban: string): boolean {
  return iban.length >= 15 && iban.length <= 34 && mod97(iban.slice(4) + iban.slice(0, 4)) === 1
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
