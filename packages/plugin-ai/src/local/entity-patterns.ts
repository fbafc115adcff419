import { matchSpans, type Span } from './spans.ts'

/**
 * What compromise does not tag (or tags short): money with its scale, laws, events, products, times
 * and numeric dates, as English patterns. Rules, not a model: they find the common written forms.
 */
const SCALE = String.raw`(?:\s?(?:thousand|million|billion|trillion|bn|mn|m|k)\b)?`
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`
const CURRENCY_WORDS = 'dollars?|euros?|pounds?(?: sterling)?|yen|yuan|renminbi|rupees?|francs?|pesos?|won|rubles?|reais|kronor|krona'
const MONEY = [
  new RegExp(String.raw`(?:US\$|A\$|C\$|[$€£¥₹₩])\s?${NUMBER}${SCALE}`, 'gi'),
  new RegExp(String.raw`\b(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|CNY|INR)\s?${NUMBER}${SCALE}`, 'g'),
  new RegExp(String.raw`\b${NUMBER}\s?(?:(?:thousand|million|billion|trillion)\s)?(?:${CURRENCY_WORDS}|USD|EUR|GBP)\b`, 'gi'),
]
const PERCENT = /\b\d+(?:\.\d+)?\s?(?:%|percent\b|per cent\b)/gi
const TIME = /\b(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s?[ap]\.?m\.?)?(?![\w:])|\b(?:1[0-2]|0?[1-9])\s?[ap]\.?m\.?(?!\w)/gi
const DATE = [/\b\d{4}-\d{2}-\d{2}\b/g, /\b\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})\b/g]

// A run of capitalised words (of, of the, and, for, on... inside), as names of laws and events are written;
// `the` only after `of`, so "GDPR and the Clean Air Act" is two names.
// A word ends at a period (a sentence's end), unless it is one of initials (U.S.).
const TITLE = String.raw`(?:(?:(?:[A-Z]\.){2,}|[A-Z][\w'’-]*)\s+(?:(?:of(?:\s+the)?|and|for|on|in|to|de)\s+)?){1,6}`
const LAW = [
  new RegExp(String.raw`\b${TITLE}(?:Act|Code|Directive|Regulation|Treaty|Convention|Amendment|Constitution|Statute|Ordinance|Bill|Charter|Accords?)(?:\s+of\s+\d{4})?\b`, 'g'),
  /\bRegulation\s+\((?:EU|EC)\)\s+(?:No\s+)?\d{2,4}\/\d+\b/g,
  /\b(?:Title|Section|Article)\s+(?:[IVXLC]+|\d+[a-z]?)\b(?:\s+of\s+the\s+(?:[A-Z][\w-]*\s?)+)?/g,
  // Laws better known by their acronyms.
  /\b(?:GDPR|HIPAA|CCPA|CPRA|FERPA|COPPA|DMCA|FCPA|GLBA|PIPEDA|LGPD|PSD2|MiFID II|CAN-SPAM|Sarbanes-Oxley|Dodd-Frank)\b/g,
]
const EVENT_WORDS = String.raw`Olympics|Olympic Games|Paralympics|Games|World Cup|Cup|Championships?|War(?:\s+(?:I{1,3}|IV|One|Two))?|Summit|Conference|Congress|Festival|Expo|Fair|Marathon|Grand Prix|Election|Revolution|Crisis|Pandemic|Awards|Week|Open|Tournament|Series|Rebellion|Uprising|Massacre|Earthquake|Hurricane\s+[A-Z]\w+`
const EVENT = [
  new RegExp(String.raw`\b(?:(?:19|20)\d{2}\s+)?${TITLE}(?:${EVENT_WORDS})\b`, 'g'),
  /\b(?:(?:19|20)\d{2}\s+)?(?:Super Bowl(?:\s+[LXVI]+)?|Olympics|Oscars|Brexit|Black Friday|Cyber Monday|COP\d{2})\b/g,
]
const MODEL = String.raw`(?:\s+(?:\d{1,4}[A-Za-z]{0,3}|[A-Z]{1,2}\d{1,4}[A-Za-z]?|Pro|Max|Ultra|Plus|Mini|Air|Lite|SE|XL|Series\s+\d+)){1,3}`
const PRODUCT = [
  // A brand written with an inner capital (iPhone, MacBook, PlayStation), with its model words if any.
  new RegExp(String.raw`\b[a-z]?[A-Z]?[a-z]+[A-Z][A-Za-z]*(?:${MODEL})?\b`, 'g'),
  // A name followed by a model number (Galaxy S24, Windows 11, Model 3, Boeing 737 MAX).
  new RegExp(String.raw`\b[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?${MODEL}\b`, 'g'),
  // Marked as a trade mark.
  /\b[\w-]+(?:\s[\w-]+){0,2}[™®]/g,
]

// A UK postcode, with the town before it if any (London NW1 6XE).
const POSTCODE = /\b(?:[A-Z][a-z]+\s)?[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/g

/** Every pattern span in a text, overlapping ones included (the caller resolves them). */
export function patternSpans(text: string): Span[] {
  const all = (patterns: RegExp[], type: string) => patterns.flatMap((pattern) => matchSpans(text, pattern, type))
  return [
    ...all(MONEY, 'MONEY'),
    ...all([PERCENT], 'PERCENT'),
    ...all([TIME], 'TIME'),
    ...all(DATE, 'DATE'),
    ...all(LAW, 'LAW'),
    ...all(EVENT, 'EVENT'),
    ...all(PRODUCT, 'PRODUCT'),
    ...all([POSTCODE], 'LOCATION'),
  ]
}
