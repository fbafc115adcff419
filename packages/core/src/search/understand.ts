import { translate } from './languages.ts'
import { ACTS, leadingAct, UNSERVED } from './actions.ts'
import { isCommonEnglish } from './english.ts'
import { codeReader, nameReader } from './codes.ts'
import { splitJoined } from './joined.ts'
import type { SearchCodes } from './index.ts'
import { intentCues } from './intents.ts'
import { placeWords } from './places.ts'
import { readLoanwords } from './loanwords.ts'
import { recognise, YEAR, type Cue } from './recognise.ts'
import { createSpeller, type Speller } from './spelling.ts'
import { isStopWord, stem, tokens, words, type Token } from './tokenize.ts'

/** What the ranker reads of a query: English tokens, the identifiers recognised, and notes for the reason. */
export interface Understood {
  tokens: Token[]
  cues: Cue[]
  /** ISO 639-1 code of the language the query was read in. */
  language: string
  /** Misspelled word -> the word it was read as. */
  corrected: Array<[string, string]>
  /** Words written with a capital inside the query: names, the task's arguments. */
  names: ReadonlySet<string>
  /** The words of the places the task names, read in English ("india" for "भारत", "new york"): where, not what. */
  places: ReadonlySet<string>
  /** The act the query opens with ("transfer", "book"), unless an intent says what kind of operation it wants. */
  act?: string
}

/** What understanding needs to know of the index. */
export interface Known {
  /** Whether a stem is a term of the index. */
  has(stem: string): boolean
  /** How many entries hold a stem. */
  frequency(stem: string): number
  /** Surface words of the index and the vocabulary, for spelling. */
  words(): Iterable<string>
  /** Whether a word stands for something in the vocabulary (a synonym's left side). */
  inTable(stem: string): boolean
  /** Whether two stems are written side by side in the catalog ("air quality"): a word joining them is the two words. */
  together?(first: string, second: string): boolean
}

/**
 * Nouns for the caller's own software: "my agent", "our apps" say nothing about the operation. Its
 * workers do: work handed to them or taken by them is a queue's, their taking turns a lock's.
 */
const CALLER = /\b(?:my|our|your|two|several|multiple|both|other|many)\s+(?:own\s+|other\s+)?(?:ai\s+)?(?:agents?|bots?|apps?|scripts?|services?|assistants?|llm|processes|instances)\b/gi
/**
 * The caller's bot named with words before it ("my hedging bot", "our SOC bot's"): the words say what it does,
 * "bot" says nothing of the operation (it read as a botnet's IP reputation).
 */
const CALLER_BOT = /(?<=\b(?:my|our|your)\s+(?:[\w-]+\s+){1,2})bots?(?:'s)?(?![\w-])/gi
/** The shortest Latin spelling of a loanword read (shorter ones meet English words by chance). */
const LOANWORD = 5
/** The intent of a time to run at (intents.ts). */
const SCHEDULED = 'a time to run at'
/** Acts a schedule performs at its time: a call to the caller's URL. */
const DELIVERIES: ReadonlySet<string> = new Set(['send', 'post', 'call', 'ping', 'hit', 'notify', 'remind', 'run', 'trigger', 'fire', 'wake', 'schedule', 'create', 'set', 'text', 'message', 'email', 'forward'])
/**
 * The caller's own software as the object of a timed act ("nudge my summarizer bot at noon", "ring my
 * agent's inbox URL each weekday"): the act is a delivery to it, whatever the verb.
 */
const OWN_SOFTWARE = /\b(?:my|our)\s+(?:[\w'-]+\s+){0,2}(?:agent|bot|worker|server|endpoint|url|webhook|hook|route|service|app|backend|inbox|script|pipeline|api|job|function|lambda)(?:'s|s)?\b/i
/** What coordinates in a task stand for: the point an operation takes (its lat and lon). */
const POINT = 'point lat lon'
/** Text in quotes. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»/g
/** A ticker as written: 1 to 5 capitals, maybe a class suffix ("BRK.B", "BRK-B"). */
const TICKER = /(?<![\w$.-])[A-Z]{2,5}(?:[.-][A-Z])?(?![\w-])/g

/** Whether the speller read a four-letter word by adding a letter ("stok" -> "stock": spelling.ts `inserted`). */
const throughAddedLetter = (word: string, corrected: string) => word.length === 4 && corrected.length !== 4

export function createUnderstanding(known: Known, codes: readonly SearchCodes[] = []): (query: string) => Understood {
  const readCode = codeReader(codes)
  const readNames = nameReader(codes, isCommonEnglish)
  let speller: Speller | undefined
  const spell = () => (speller ??= createSpeller(known.words(), (word) => known.frequency(stem(word))))
  const together = (first: string, second: string) => !isStopWord(first) && !isStopWord(second) && known.together?.(first, second) === true
  const isEnglish = (word: string) => isStopWord(word) || known.has(stem(word)) || known.inTable(stem(word))
  let surface: ReadonlySet<string> | undefined
  // A word as written in the index or the vocabulary ("google"), not only its stem ("GOOGL" stems to it and is a ticker).
  const written = (word: string) => (surface ??= new Set(known.words())).has(word) || isCommonEnglish(word)
  const typos = new Map<string, boolean>()
  const isEnglishTypo = (word: string) => {
    let answer = typos.get(word)
    if (answer === undefined) {
      if (typos.size > 10_000) typos.clear()
      const corrected = spell().correct(word)
      // s25/lang: a four-letter word read through a letter added ("stok") is not English enough to tell the language ("pois", "mais").
      typos.set(word, (answer = corrected !== undefined && !throughAddedLetter(word, corrected)))
    }
    return answer
  }
  return (query) => {
    const recognised = recognise(query)
    // Coordinates alone ask what is there; in a task they are the point it is about (a flood zone, a forecast).
    const task = /\p{L}{2}/u.test(recognised.rest)
    const cues = recognised.cues.map((cue) => (task && cue.kind === 'coordinates' ? { ...cue, words: `${cue.words} ${POINT}` } : cue))
    // Quoted text is the task's data ("next Thursday at 3pm" to parse), not what it asks for.
    const intents = intentCues(query.replace(QUOTED, ' '))
    cues.push(...intents.cues)
    let rest = intents.data.reduce((text, span) => text.replace(span, ' '), recognised.rest)
    // A name a plugin knows ("the Suns") is read as its kind, not as the word it also is ("sun").
    for (const found of readNames(rest)) {
      cues.push(found)
      rest = rest.replaceAll(found.text, ' ')
    }
    for (const found of [...tickers(rest, known, readCode, written), ...packages(rest, known)]) {
      cues.push(found)
      rest = rest.replace(found.text, ' ')
    }
    for (const found of seriesIds(rest, known, readCode)) {
      cues.push(found)
      rest = rest.replace(found.text, ' ')
    }
    const names = capitalised(rest)
    // A place written in lowercase ("flights from atlanta") is a name as if capitalised, not a misspelling ("seattle" is not "settled").
    for (const word of placeWords(rest)) if (!known.has(stem(word)) && !known.inTable(stem(word)) && !isCommonEnglish(word)) names.add(word)
    // Text in quotes is the task's data (a lock's, queue's or topic's name): its words are names, not words the task leaves unmatched.
    for (const quoted of query.match(QUOTED) ?? []) for (const word of words(quoted)) if (!known.has(stem(word))) names.add(word)
    // A word one or two edits from the index's is an English word misspelled before a misspelling of another language.
    const translation = translate(rest.replace(CALLER, ' ').replace(CALLER_BOT, ' '), isEnglish, isEnglishTypo)
    const corrected: Array<[string, string]> = []
    // A borrowed English word no dictionary knows, in Latin letters, is the index's word or one or two edits from it.
    const loanword = (latin: string) => (latin.length < LOANWORD ? undefined : known.has(stem(latin)) ? latin : spell().correct(latin))
    const text = translation.language === 'en' ? translation.text : readLoanwords(translation.text, loanword)
    // A task in another language says its intent in its own words ("a la vez", "同时"): read it again in English once translated.
    // The years recognised in the task are read with it again (a sum of money in a past year): recognise took them out of its text.
    // s25/lang: the words a dictionary drops leave runs of spaces ("every  friday"); the patterns read words one space apart.
    if (translation.language !== 'en') for (const cue of intentCues(`${text} ${yearsOf(cues)}`.replace(/\s+/g, ' '), true).cues) if (!cues.some((known) => known.kind === cue.kind)) cues.push(cue)
    const list = tokens(text).flatMap((token) => {
      // s26/devb: two words written as one ("cardbin", "form144") are the two words, not a misspelling of a third.
      const parts = translation.language === 'en' && !names.has(token.word) && !known.has(token.stem) && !known.inTable(token.stem) && !isCommonEnglish(token.word) ? splitJoined(token.word, together) : undefined
      if (parts) {
        corrected.push([token.word, parts.join(' ')])
        return parts.map((part) => ({ word: part, stem: stem(part) }))
      }
      if (known.has(token.stem) || known.inTable(token.stem) || /\d/.test(token.word) || names.has(token.word) || isCommonEnglish(token.word)) return [token]
      const better = spell().correct(token.word)
      // s25/lang: a four-letter word left untranslated in another language's task is not read through a letter added.
      if (better === undefined || (translation.language !== 'en' && throughAddedLetter(token.word, better))) return [token]
      corrected.push([token.word, better])
      return [{ word: better, stem: stem(better) }]
    })
    // A time alone does not make an act a schedule's: "water my plants at 7am" is still watering, "call my webhook at 8" a delivery.
    const timed = cues.every((cue) => !cue.intent || cue.kind === SCHEDULED)
    const leading = translation.language === 'en' ? leadingAct(query, (word) => !known.has(stem(word)) && !known.inTable(stem(word)) && !isStopWord(word) && isCommonEnglish(word)) : englishAct(query, translation.translated)
    // A trade or payment stays an act beside any intent ("sell half my bitcoin if it drops below 60k").
    const opening = leading !== undefined && (timed || UNSERVED.has(leading)) ? leading : undefined
    const delivery = opening !== undefined && (DELIVERIES.has(opening) || OWN_SOFTWARE.test(query))
    // "ship 9176187": the word that told an identifier's kind names it.
    const naming = opening !== undefined && cues.some((cue) => cue.context?.test(opening))
    const act = opening !== undefined && !naming && (cues.every((cue) => !cue.intent) || !delivery) ? opening : undefined
    const places = new Set(placeWords(text))
    return { tokens: list, cues, language: translation.language, corrected, names, places, ...(act ? { act } : {}) }
  }
}

/**
 * Capitalised short words the index does not know as words ("NVDA", not "DNS" or "USD"): stock tickers,
 * unless a plugin knows the word as a code of its own in this query ("flights to ORD": an airport).
 */
function tickers(text: string, known: Known, readCode: (code: string, query: string, word?: boolean) => Cue | undefined, written: (word: string) => boolean): Cue[] {
  const found = text.match(TICKER) ?? []
  // A query in capitals throughout is shouting, not tickers.
  if (found.length > 0 && words(text).length > found.length + 1 && text === text.toUpperCase()) return []
  return found.flatMap((ticker): Cue[] => {
    const word = ticker.toLowerCase()
    if (isStopWord(word)) return []
    // A word only by its stem ("GOOGL": "google") is a code, not the word.
    const isWord = (known.has(stem(word)) || known.inTable(stem(word))) && written(word)
    // A code in capitals is a code even when it is also a word ("SEA" alone, "SEA to BOS").
    const code = readCode(ticker, text, isWord)
    if (code) return [code]
    return isWord ? [] : [{ text: ticker, kind: 'a stock ticker', words: 'stock ticker symbol quote', weight: 0.8 }]
  })
}

/** A code too long for a ticker, or with digits inside ("CPIAUCSL", "T10Y2Y", "DFII10"): a data series id as FRED names them; as specific as a name, it counts for more than a typed word (1.5: 1 and 2 measured lower or no higher on unseen tasks). */
const SERIES = /(?<![\w$.@/-])(?:[A-Z][A-Z\d]{5,24}|[A-Z]{1,10}\d+[A-Z][A-Z\d]*|[A-Z]{3,10}\d{1,3})(?![\w@/-])/g
/** Six capitals alone are as often a name the index lacks ("CRISPR"): only a plugin's code, or seven or more, or a digit inside, is a series. */
const SERIES_SHAPE = /^(?:[A-Z]{7,}|.*\d.*)$/
/** A trading pair ("BTCUSDT", "ETHUSD") is a market, not a series. */
const PAIR = /(?:USDT|USDC|USD|BTC|ETH|EUR|PERP)$/
/**
 * A code no plugin's table holds is a series only alone or beside a series word: written in a sentence,
 * such capitals are as often a name or a technical term ("is MICROSOFT down", "UTF8 encode this text").
 */
const SERIES_CONTEXT = /\b(?:fred|alfred|series|observations?|vintages?|indicator|economic data|time series)\b/i

/**
 * Capitalised codes the index does not know, longer than a ticker or with a digit inside, that no
 * recogniser took: FRED's series ids (800,000 of them, so no table) are written so.
 */
function seriesIds(text: string, known: Known, readCode: (code: string, query: string, word?: boolean) => Cue | undefined): Cue[] {
  const found = text.match(SERIES) ?? []
  if (found.length > 0 && words(text).length > found.length + 1 && text === text.toUpperCase()) return []
  return found.flatMap((code): Cue[] => {
    const word = code.toLowerCase()
    if (PAIR.test(code) || isStopWord(word) || known.has(stem(word)) || known.inTable(stem(word))) return []
    const read = readCode(code, text)
    if (read) return [read]
    if (!SERIES_SHAPE.test(code) || (found.length < words(text).length && !SERIES_CONTEXT.test(text))) return []
    return [{ text: code, kind: 'a data series id', words: 'fred series', weight: 1.5 }]
  })
}

/** "log4j 2.14", "django 4.2": a name the index does not know, then a version. */
function packages(text: string, known: Known): Cue[] {
  const cues: Cue[] = []
  for (const match of text.matchAll(/\b([a-z][\w.-]*[a-z\d])\s+v?(\d+\.\d+(?:\.\d+)*)\b(?!\s*(?:%|percent|dollars|usd|eur|miles|km))/gi)) {
    const name = match[1]!.toLowerCase()
    // A three-part version ("requests 2.19.1") names a release even after a word the catalog knows.
    const release = /^\d+\.\d+\.\d+/.test(match[2]!)
    if (!isStopWord(name) && (release || (!known.has(stem(name)) && !known.inTable(stem(name))))) cues.push({ text: match[0], kind: 'a package and version', words: 'package version', weight: 1 })
  }
  return cues
}

/** Words written with a capital inside the query (names: "Lyon", "Tesla"): never read as misspellings. */
function capitalised(text: string): Set<string> {
  const found = new Set<string>()
  for (const match of text.matchAll(/(?<=\S\s+)[A-Z][a-z]+/g)) found.add(match[0].toLowerCase())
  return found
}

/**
 * A task read as another language that opens with an English act the dictionary left as it is ("send my
 * resume to Google recruiters": "resume" is Spanish for summarises): the act is still asked for.
 */
function englishAct(query: string, translated: ReadonlyArray<[string, string]>): string | undefined {
  const act = leadingAct(query)
  // "turn on" / "switch off" are acts only with their particle, which leadingAct has checked.
  if (act === undefined || !(ACTS.has(act) || UNSERVED.has(act) || act === 'turn' || act === 'switch')) return undefined
  return translated.some(([foreign]) => foreign.toLowerCase().split(/\s+/).includes(act)) ? undefined : act
}

/** The years a task names (recognise.ts's cues), as text. */
const yearsOf = (cues: readonly Cue[]): string => cues.filter((cue) => cue.kind === YEAR).map((cue) => cue.text).join(' ')
