/** A normalised word of a text: `stem` is what the index compares, `word` what a reason shows. */
export interface Token {
  stem: string
  word: string
}

/**
 * Words that say nothing about which operation is wanted ("is it going to rain" -> "rain"). Not "same" or
 * "against": they say a comparison or a check ("the same question on two venues", "checked against", s13/ind).
 */
const STOP_WORDS = new Set(
  ('a about across after again all am an and any are around as at be because been before being between both but by '
    + 'can could did do does doing done during either else even ever few for from further gonna had has have having he her here '
    + 'hers herself him himself his how i if in into is it its itself just let lets me might more most much must my myself nor not of off '
    + 'on once only onto or other ought our ours ourselves out over please pls shall she should so some such than that the their '
    + 'theirs them themselves then there these they this those through thus till to too under until upon very via was wanna we were '
    + 'what whatever when where whether which while who whom whose why will with within without would yes yet you your yours yourself '
    + 'go goes going gone hey hi ok okay thanks thank also really actually something anything someone somebody thing things way kind sort '
    + 'able like want wants need needs needed tell say said know use using used ask asking help don doesn isn aren won cant anymore anyway '
    // s25/lang: contractions written without their apostrophe ("whats the weather", "hows", "im"), and their phonetic spellings ("wats", "lemme")
    + 'whats wats wut hows whos wheres whens thats theres heres im ive dont doesnt didnt isnt arent wasnt cannot lemme gimme plz').split(' '),
)


/** Words agents use to open a request; they match too much to count fully (see rank.ts). */
const WEAK_WORDS = new Set(['get', 'find', 'look', 'lookup', 'show', 'give', 'list', 'check', 'search', 'info', 'information', 'data', 'details', 'make', 'return', 'fetch', 'now', 'today', 'latest'])

/** Words the suffix rules would damage or merge with an unrelated word. */
const KEEP_AS_IS = new Set(['news', 'earnings', 'series', 'species', 'status', 'gas', 'bus', 'plus', 'always', 'united', 'string', 'analysis', 'basis', 'axis', 'physics', 'economics', 'dns', 'sms', 'aws', 'tls', 'sos', 'ens', 'bls', 'gps', 'ios', 'yes'])

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word)
}

export function isWeakWord(word: string): boolean {
  return WEAK_WORDS.has(word)
}

const VOWEL = /[aeiouy]/

/**
 * Light suffix stripping so plurals and verb forms meet: "holidays" ~ "holiday", "sanctioned" ~
 * "sanction", "raining" ~ "rain", "priced"/"pricing"/"price" ~ "pric". Not a full Porter stemmer:
 * the index and the queries go through the same function, so only consistency matters.
 */
export function stem(word: string): string {
  if (word.length < 3 || KEEP_AS_IS.has(word) || /\d/.test(word)) return word
  if (word.length === 3) return /[^su]s$/.test(word) ? word.slice(0, -1) : word // "ids" -> "id", "ips" -> "ip"
  let w = word
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('ing') && VOWEL.test(w.slice(0, -3)) && w.length > 5) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && !w.endsWith('eed') && VOWEL.test(w.slice(0, -2)) && w.length > 4) w = undouble(w.slice(0, -2))
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

/** "runn" -> "run", "shipp" -> "ship"; keeps "ll"/"ss"/"zz" ("fill", "pass") and "add". */
function undouble(w: string): string {
  const last = w[w.length - 1]
  return w.length > 3 && last && last === w[w.length - 2] && !'lsz'.includes(last) ? w.slice(0, -1) : w
}

/**
 * Splits a text into lowercase words: camelCase and hyphens split ("startDate" -> start date,
 * "lei-hierarchy" -> lei hierarchy), diacritics dropped, single letters removed.
 */
export function words(text: string): string[] {
  return text
    .replace(/([a-z\d]{2,})([A-Z][a-z])/g, '$1 $2') // "iataCode" -> "iata Code", but "DeFi" stays whole
    .replace(/(\d)-([a-z])\b/gi, '$1$2') // "10-K" -> "10k", "8-k" -> "8k"
    .replace(/\b([a-z]+)-in-laws?\b/gi, '$1').replace(/\bin-laws\b/gi, 'inlaws') // "mother-in-law" is a person, not a law (story.ts)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 || /\d/.test(word))
}

/** s25/lang: words spelled as they sound ("rite now", "tonite", "thru"), read as the word meant: too short or too far for the speller. */
const SOUNDED = new Map([['rite', 'right'], ['tonite', 'tonight'], ['nite', 'night'], ['thru', 'through'], ['tmrw', 'tomorrow'], ['tmr', 'tomorrow'], ['nxt', 'next']])

/** The meaningful words of a text with their stems, in order. */
export function tokens(text: string): Token[] {
  const out: Token[] = []
  for (const written of words(text)) {
    const word = SOUNDED.get(written) ?? written
    if (!STOP_WORDS.has(word)) out.push({ stem: stem(word), word })
  }
  return out
}

/** The stems of the meaningful words of a text. */
export function tokenize(text: string): string[] {
  return tokens(text).map((token) => token.stem)
}
