import { translate } from './languages.ts'
import { recognise, type Cue } from './recognise.ts'
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
}

/** Nouns for the caller's own software: "my agent", "our workers" say nothing about the operation. */
const CALLER = /\b(?:my|our|your)\s+(?:own\s+)?(?:ai\s+)?(?:agents?|bots?|workers?|apps?|scripts?|services?|assistants?|llm)\b/gi
/** A ticker as written: 1 to 5 capitals, maybe a class suffix ("BRK.B"). */
const TICKER = /(?<![\w$.-])[A-Z]{2,5}(?:\.[A-Z])?(?![\w-])/g

export function createUnderstanding(known: Known): (query: string) => Understood {
  let speller: Speller | undefined
  const spell = () => (speller ??= createSpeller(known.words(), (word) => known.frequency(stem(word))))
  const isEnglish = (word: string) => isStopWord(word) || known.has(stem(word)) || known.inTable(stem(word))
  return (query) => {
    const { rest, cues } = recognise(query)
    cues.push(...tickers(rest, known))
    const translation = translate(rest.replace(CALLER, ' '), isEnglish)
    const corrected: Array<[string, string]> = []
    const list = tokens(translation.text).map((token) => {
      if (known.has(token.stem) || known.inTable(token.stem) || /\d/.test(token.word)) return token
      const better = spell().correct(token.word)
      if (!better) return token
      corrected.push([token.word, better])
      return { word: better, stem: stem(better) }
    })
    return { tokens: list, cues, language: translation.language, corrected }
  }
}

/** Capitalised short words the index does not know as words ("NVDA", not "DNS" or "USD"): stock tickers. */
function tickers(text: string, known: Known): Cue[] {
  const found = text.match(TICKER) ?? []
  // A query in capitals throughout is shouting, not tickers.
  if (found.length > 0 && words(text).length > found.length + 1 && text === text.toUpperCase()) return []
  return found
    .filter((ticker) => {
      const word = ticker.toLowerCase()
      return !isStopWord(word) && !known.has(stem(word)) && !known.inTable(stem(word))
    })
    .map((ticker) => ({ text: ticker, kind: 'a stock ticker', words: 'stock ticker symbol quote', weight: 0.8 }))
}
