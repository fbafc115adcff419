import { lazyRequire } from '../lazy-require.ts'
import { DICTIONARIES, type Dictionary } from './lang/index.ts'
import { isCommonEnglish } from './english.ts'
import { prefixDistances } from './distance.ts'
import { isStopWord } from './tokenize.ts'

/**
 * Tasks in other languages: the query's language is chosen from the words each dictionary knows
 * (with tinyld's n-gram guess deciding between close Latin-script languages), then its words are
 * replaced by the English catalog words they stand for, so the rest of the search is the same for
 * every language. Words no dictionary knows (names, tickers, numbers) stay as typed.
 */
export interface Translation {
  /** ISO 639-1 code; `en` when the query is read as it is. */
  language: string
  /** The query with the dictionary's words in English. */
  text: string
  /** Foreign word or phrase -> English words, for the reason. */
  translated: Array<[string, string]>
}

type Tinyld = { detectAll(text: string, options?: { only?: string[] }): Array<{ lang: string; accuracy: number }> }
/** The light build: 37 ms to load and about 0.3 ms a call here, against 1.3 s to load for the normal one. */
const tinyld = lazyRequire<Tinyld>(import.meta.url, 'tinyld/light')

interface Compiled {
  code: string
  script: Dictionary['script']
  /** Largest inflection added to a dictionary stem ("terremot" + "os"). */
  suffix: number
  prefixes: readonly string[]
  compound: boolean
  /** Compounds read so far -> their parts' English (see compoundKey). */
  compounds: Map<string, string>
  stop: ReadonlySet<string>
  /** The stop words, longest first: the particles a standing Hangul syllable may be followed by (syllableStands). */
  stopLongestFirst: readonly string[]
  /** Normalised single word or stem -> English words. */
  words: ReadonlyMap<string, string>
  /** First word -> phrases starting with it, longest first. */
  phrases: ReadonlyMap<string, Array<{ words: string[]; english: string }>>
  /** Every word of a phrase. */
  parts: ReadonlySet<string>
  /** For scripts written without spaces: every key, longest first. */
  keys: string[]
  /** For scripts written without spaces: keys of three characters or more, longest first, for a character mistyped. */
  mistyped: string[]
  /** Keys of five letters or more by first letter, for misspelled words. */
  near: ReadonlyMap<string, string[]>
  /** Word -> the key it is (null: none), so a word is measured once: it is looked up for every language, often several times. */
  keyed: Map<string, Keyed | null>
}

/**
 * The key a word is: as typed (inflection aside) or, `misspelled`, one or two edits from it (undefined:
 * none). A misspelling is measured only when a query reads the word so: most words are English, never read as misspelled.
 */
interface Keyed {
  readonly key: string | undefined
  misspelled: boolean
}

/** What a translated word that is also an English word counts for its language ("tempo", "euro"). */
const SHARED = 0.75

// Each compiled on first use: a query in Latin letters needs none of the other scripts' dictionaries.
const compiled = new Map<Dictionary, Compiled>()
const compiledOf = (dictionary: Dictionary): Compiled => {
  let found = compiled.get(dictionary)
  if (!found) compiled.set(dictionary, (found = compile(dictionary)))
  return found
}

const SCRIPT_OF: Array<[Dictionary['script'], RegExp]> = [
  ['kana', /[\u3040-\u30ff]/],
  ['hangul', /[\uac00-\ud7af]/],
  ['han', /[\u4e00-\u9fff]/],
  ['cyrillic', /[\u0400-\u04ff]/],
  ['arabic', /[\u0600-\u06ff]/],
  ['devanagari', /[\u0900-\u097f]/],
]
/** Scripts written with spaces between words: read word by word, like Latin. */
const SPACED: ReadonlySet<Dictionary['script']> = new Set(['latin', 'cyrillic', 'arabic', 'devanagari'])

/**
 * The query in English when it is in a language of the dictionaries; `isEnglish` tells the words
 * the English index knows (or English stop words), so an English query with a word that is also
 * Spanish stays English: each language scores its words, stop words at half.
 */
export function translate(query: string, isEnglish: (word: string) => boolean, isEnglishTypo: (word: string) => boolean = () => false): Translation {
  const script = SCRIPT_OF.find(([, pattern]) => pattern.test(query))?.[0] ?? 'latin'
  const candidates = DICTIONARIES.filter((dictionary) => dictionary.script === script || (script === 'kana' && dictionary.script === 'han' && dictionary.code === 'ja')).map(compiledOf)
  if (candidates.length === 0) return { language: 'en', text: query, translated: [] }
  if (script === 'kana' || script === 'han') {
    // Japanese is written with kana beside its kanji; Han alone is read as Chinese.
    return apply(candidates.find((d) => d.code === (script === 'kana' ? 'ja' : 'zh'))!, query, isEnglish, AS_TYPED)
  }
  const list = latinWords(query)
  if (script !== 'latin') {
    // Languages that share a script (Arabic and Persian) are told apart by the words each knows.
    const best = candidates.map((dictionary) => ({ dictionary, score: coverage(dictionary, list, () => false) })).sort((a, b) => b.score.content + b.score.stop - (a.score.content + a.score.stop))[0]!
    return apply(best.dictionary, query, isEnglish, notMisspelled(query, isEnglish, isEnglishTypo))
  }
  const englishStops = list.filter((word) => isStopWord(word)).length
  const englishScore = list.filter((word) => isEnglish(word)).length - 0.5 * englishStops
  // A misspelled word counts (at half) only towards a language the query already has words of, so an English task with a typo stays English.
  const asTyped = notMisspelled(query, isEnglish, isEnglishTypo)
  // A name written capitalised past the first word ("near Portland") is a name, not a word of another language ("port").
  const names = capitalisedNames(query)
  const scored = candidates
    .map((dictionary) => ({ dictionary, ...coverage(dictionary, list, isEnglish, asTyped, names, isEnglishTypo) }))
    .filter((entry) => entry.content - entry.misspelled > 0 || entry.stop > 0)
  if (scored.length === 0) return { language: 'en', text: query, translated: [] }
  // English with words of another language ("wisselkoers euro dollar"): only the words English does not know are read in it,
  // a common English word the index lacks ("augmented", "dawn") among them only when the query's function words are the other language's.
  const unknown = (word: string) => word.length >= 5 && !isEnglish(word) && !names.has(word)
  const common = (word: string) => unknown(word) && !isCommonEnglish(word)
  const foreignIn = (entry: { stop: number }) => (entry.stop >= 2 && entry.stop > englishStops ? unknown : common)
  if (surelyEnglish(scored, list, englishScore, foreignIn)) return { language: 'en', text: query, translated: [] }
  // tinyld breaks ties between languages that know the same words (Spanish and Portuguese "terremotos").
  const guesses = new Map(tinyld().detectAll(query, { only: ['en', ...candidates.map((d) => d.code)] }).map((guess) => [guess.lang, guess.accuracy]))
  const score = (entry: { content: number; stop: number; dictionary: Compiled }) => entry.content + 0.5 * entry.stop + (guesses.get(entry.dictionary.code) ?? 0)
  const best = scored.sort((a, b) => score(b) - score(a))[0]!
  if (score(best) > englishScore + (guesses.get('en') ?? 0)) return apply(best.dictionary, query, isEnglish, asTyped)
  const read = foreignIn(best)
  return list.some((word, i) => read(word) && matchAt(best.dictionary, list, i, AS_TYPED) > 0) ? apply(best.dictionary, query, isEnglish, AS_TYPED, read) : { language: 'en', text: query, translated: [] }
}

/** The words written with a capital past the first, folded: names (German nouns are capitalised too). */
function capitalisedNames(query: string): Set<string> {
  return new Set(query.split(/[^\p{L}\p{M}\p{N}]+/u).slice(1).filter((word) => /^\p{Lu}/u.test(word)).map(fold))
}

/**
 * Whether the query is read as English whatever tinyld guesses (a guess is 0..1), so the guess (most
 * of a query's time) is skipped: no language outscores English even with a guess of 1, and no word
 * English does not know is one a language would translate (`foreignIn`: which words are foreign to English for that language).
 */
function surelyEnglish(scored: Array<{ dictionary: Compiled; content: number; stop: number }>, list: string[], englishScore: number, foreignIn: (entry: { stop: number }) => (word: string) => boolean): boolean {
  if (scored.some((entry) => entry.content + 0.5 * entry.stop + 1 > englishScore)) return false
  return !scored.some((entry) => list.some((word, i) => foreignIn(entry)(word) && matchAt(entry.dictionary, list, i, AS_TYPED) > 0))
}

/** Words of the query never read as misspelled: English ones or English ones misspelled, and names (a capitalised word past the first; German nouns are capitalised too). */
function notMisspelled(query: string, isEnglish: (word: string) => boolean, isEnglishTypo: (word: string) => boolean): (word: string) => boolean {
  const capitalised = capitalisedNames(query)
  // Asked for each dictionary: the English speller is consulted once a word.
  const seen = new Map<string, boolean>()
  return (word) => {
    let answer = seen.get(word)
    if (answer === undefined) seen.set(word, (answer = isEnglish(word) || capitalised.has(word) || isEnglishTypo(word)))
    return answer
  }
}

/** Lowercase words without diacritics, split on anything that is not a letter or digit. */
function latinWords(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean)
}

/** Lowercase, diacritics dropped, and the letters NFKD leaves whole ("ł", "ı", "ß") spelled plainly. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Arabic short vowels, shadda, tatweel and the hamza NFKD splits off its seat ("أ" is "ا"), the Devanagari nukta ("फ़" is "फ") and chandrabindu ("ँ" is "ं"): written or left out alike.
    .replace(/[\u064b-\u065f\u0670\u0640\u093c]/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[łıßøæœđ\u200c]/g, (char) => ({ ł: 'l', ı: 'i', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', '\u200c': ' ' })[char] ?? char)
    .normalize('NFC') // NFKD splits Hangul syllables into letters and kana from their voicing marks: put them back together
}

const NO_NAMES: ReadonlySet<string> = new Set()

/**
 * A capitalised word past the first read only through an inflection or a misspelling ("Bandung" as German
 * "band"): a name, so it tells no language (a German noun read so still counts when its key is typed whole).
 */
function nameReadAsKey(names: ReadonlySet<string>, word: string, keyed: Keyed | null): boolean {
  return names.has(word) && keyed !== null && keyed.key !== undefined && keyed.key !== word
}

/** How many words a dictionary translates (a word English knows too counts less) and how many are its stop words. */
function coverage(dictionary: Compiled, list: string[], isEnglish: (word: string) => boolean, asTyped: (word: string) => boolean = AS_TYPED, names: ReadonlySet<string> = NO_NAMES, englishTypo?: (word: string) => boolean): { content: number; stop: number; misspelled: number } {
  let content = 0
  let stop = 0
  let misspelled = 0
  const keyed = keysOf(dictionary, list)
  for (let i = 0; i < list.length; ) {
    // Most words are no key and no stop word of most languages: nothing to read (no phrase starts without a key).
    if (keyed[i] === null && !dictionary.stop.has(list[i]!)) {
      i++
      continue
    }
    const english = { value: '' }
    let size = matchAt(dictionary, list, i, AS_TYPED, english, keyed)
    // s25/lang: an English word misspelled that reads as a key only through an inflection ("tempature" as Indonesian "tempat") counts as a misspelling of the language, not its word.
    if (size === 1 && english.value && englishTypo !== undefined && keyed[i]?.key !== list[i] && !isEnglish(list[i]!) && englishTypo(list[i]!)) {
      content += 0.5
      misspelled += 0.5
    } else if (size > 0 && english.value) content += size === 1 && isEnglish(list[i]!) ? SHARED : size === 1 && nameReadAsKey(names, list[i]!, keyed[i]!) ? 0 : size
    else if (dictionary.stop.has(list[i]!)) stop++
    else if ((size = matchAt(dictionary, list, i, asTyped, english, keyed)) > 0 && english.value) {
      content += size / 2
      misspelled += size / 2
    }
    i += Math.max(1, size)
  }
  return { content, stop, misspelled }
}

/** How many words from `at` a word or phrase of the dictionary covers (0: none). */
function matchAt(dictionary: Compiled, list: string[], at: number, asTyped: (word: string) => boolean, english?: { value: string }, keyed = keysOf(dictionary, list)): number {
  const key = read(keyed[at]!, list[at]!, asTyped)
  for (const phrase of dictionary.phrases.get(key ?? '') ?? []) {
    if (phrase.words.every((part, i) => i === 0 || (list[at + i] !== undefined && read(keyed[at + i]!, list[at + i]!, asTyped) === part))) {
      if (english) english.value = phrase.english
      return phrase.words.length
    }
  }
  const found = key === undefined ? undefined : (dictionary.words.get(key) ?? dictionary.compounds.get(key))
  if (found === undefined) return 0
  if (english) english.value = found
  return 1
}

/** Words never read as misspelled: every one (telling the language, English with a few foreign words). */
const AS_TYPED = () => true

/**
 * The dictionary key a word is: itself, or the longest key it starts with, within the language's
 * inflections, or, unless `asTyped` keeps it, the key it is a misspelling of.
 */
function read(keyed: Keyed | null, word: string, asTyped: (word: string) => boolean): string | undefined {
  if (keyed === null) return undefined
  // The costlier checks last, for the few words near a key.
  return !keyed.misspelled ? keyed.key : asTyped(word) || isCommonEnglish(word) ? undefined : keyed.key
}

/** Words whose keys a dictionary keeps (the tuned queries have 7,000 distinct words: at 5,000 every word was measured again each pass). */
const WORDS_KEPT = 10_000

/** The keys the words of a list are in a dictionary, each found once (a word is read in every language, often several times). */
function keysOf(dictionary: Compiled, list: string[]): Array<Keyed | null> {
  return list.map((word) => {
    let keyed = dictionary.keyed.get(word)
    if (keyed === undefined) {
      if (dictionary.keyed.size > WORDS_KEPT) dictionary.keyed.clear()
      dictionary.keyed.set(word, (keyed = keyOf(dictionary, word)))
    }
    return keyed
  })
}

/** The key a word is, as typed or misspelled (whether to read it so is asked per query). */
function keyOf(dictionary: Compiled, word: string): Keyed | null {
  const typed = typedKey(dictionary, word)
  if (typed !== null) return { key: typed, misspelled: false }
  if (word.length < MISSPELLED_FROM || dictionary.stop.has(word) || /\d/.test(word) || !dictionary.near.has(word[0]!)) return null
  let key: string | undefined | null = null
  return {
    misspelled: true,
    get key() {
      if (key === null) key = misspelledKey(dictionary, word)
      return key
    },
  }
}

/** The word itself when a key, or the longest key it starts with, within the language's inflections; else the same without a clitic it starts with ("والمدارس": "مدارس"). */
function typedKey(dictionary: Compiled, word: string): string | null {
  const key = stemKey(dictionary, word)
  if (key !== null) return key
  for (const prefix of dictionary.prefixes) {
    if (word.length - prefix.length < MIN_STEM || !word.startsWith(prefix)) continue
    const rest = stemKey(dictionary, word.slice(prefix.length))
    if (rest !== null) return rest
  }
  return dictionary.compound && word.length >= 2 * COMPOUND_PART ? compoundKey(dictionary, word) : null
}

/** Letters each part of a compound has at least: shorter ones split ordinary words into chance keys. */
const COMPOUND_PART = 4
/** Letters joining the parts of a German or Dutch compound ("Arbeit-s-markt", "Kunde-n-liste"). */
const LINKS = ['', 's', 'n', 'en', 'es', 'e']

/**
 * A compound no key matches read as its two parts ("webadresse": web + adresse, "kundenliste": kunden +
 * liste): the word itself becomes a key for both parts' English, the modifier's first ("web address").
 */
function compoundKey(dictionary: Compiled, word: string): string | null {
  const known = dictionary.compounds.get(word)
  if (known !== undefined) return word
  for (let cut = word.length - COMPOUND_PART; cut >= COMPOUND_PART; cut--) {
    const head = stemKey(dictionary, word.slice(cut))
    const headEnglish = head === null ? undefined : dictionary.words.get(head)
    if (!headEnglish) continue
    for (const link of LINKS) {
      const modifier = word.slice(0, cut - link.length)
      if (modifier.length < COMPOUND_PART || !word.slice(0, cut).endsWith(link)) continue
      const modifierEnglish = dictionary.words.get(modifier)
      if (!modifierEnglish) continue
      if (dictionary.compounds.size > WORDS_KEPT) {
        // The words read as a compound are keys only while it is kept.
        dictionary.compounds.clear()
        dictionary.keyed.clear()
      }
      dictionary.compounds.set(word, `${modifierEnglish} ${headEnglish}`)
      return word
    }
  }
  return null
}

/** Letters a word keeps once a clitic is taken off it. */
const MIN_STEM = 3

function stemKey(dictionary: Compiled, word: string): string | null {
  if (dictionary.words.has(word) || dictionary.parts.has(word)) return word
  for (let cut = word.length - 1; cut >= Math.max(4, word.length - dictionary.suffix); cut--) {
    const stem = word.slice(0, cut)
    if (dictionary.words.has(stem) || dictionary.parts.has(stem)) return stem
  }
  return null
}

/** From this length a key is read with one character mistyped (scripts without spaces). */
const MISTYPED_FROM = 3

/** From this length a word no key matches is read as a key one edit away (two from eight letters): "terremtos", "землятресения". */
const MISSPELLED_FROM = 5

/** The key of five letters or more, starting with the same letter, that the word is one edit (two for long keys) from, inflection aside. */
function misspelledKey(dictionary: Compiled, word: string): string | undefined {
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const key of dictionary.near.get(word[0]!) ?? []) {
    const allowed = key.length >= 8 ? 2 : 1
    if (key.length > word.length + allowed) continue
    // The word's start against the key, allowing one letter more or fewer, then the language's inflection after it.
    const last = Math.min(word.length, key.length + allowed)
    const first = Math.max(key.length - allowed, word.length - dictionary.suffix, MISSPELLED_FROM - 1)
    if (first > last) continue
    const distances = prefixDistances(key, word, last, allowed + 1)
    for (let cut = first; cut <= last; cut++) {
      const distance = distances[cut]!
      if (distance <= allowed && (distance < bestDistance || (distance === bestDistance && key.length > best!.length))) {
        best = key
        bestDistance = distance
      }
    }
  }
  return best
}

/**
 * The query in English; with `only`, just the words it accepts are translated and the rest kept as
 * typed, less the language's stop words English does not know ("de", "une": not words of the task).
 */
function apply(dictionary: Compiled, query: string, isEnglish: (word: string) => boolean, asTyped: (word: string) => boolean, only?: (word: string) => boolean): Translation {
  const translated: Array<[string, string]> = []
  if (!SPACED.has(dictionary.script)) {
    // No spaces between words: the longest key found at each position wins.
    let text = ''
    const folded = fold(query)
    // Korean particles are written onto the word before them ("사진에"): there a stop word is read anywhere.
    const boundaries = dictionary.script === 'hangul' ? undefined : wordBoundaries(dictionary.code, folded)
    let rest = folded
    while (rest.length > 0) {
      const at = folded.length - rest.length
      // A stop word ("请", "这") is one only as a whole word, not as the first character of one ("请求", "这张" are words).
      const key =
        dictionary.keys.find(
          (candidate) =>
            rest.startsWith(candidate) &&
            (dictionary.script === 'hangul'
              ? candidate.length > 1 || syllableStands(dictionary, folded, at, dictionary.words.get(candidate) === '')
              : dictionary.words.get(candidate) !== '' || !boundaries || (boundaries.has(at) && boundaries.has(at + candidate.length))),
        ) ??
        dictionary.mistyped.find((candidate) => oneCharacterOff(candidate, rest))
      if (key) {
        const english = dictionary.words.get(key)!
        if (english) translated.push([key, english])
        text += ` ${english} `
        rest = rest.slice(key.length)
      } else {
        text += rest[0]
        rest = rest.slice(1)
      }
    }
    return { language: dictionary.code, text, translated }
  }
  const list = latinWords(query)
  const keyed = keysOf(dictionary, list)
  const out: string[] = []
  for (let i = 0; i < list.length; ) {
    const english = { value: '' }
    const size = only && !only(list[i]!) ? 0 : matchAt(dictionary, list, i, asTyped, english, keyed)
    if (size > 0) {
      if (english.value) translated.push([list.slice(i, i + size).join(' '), english.value])
      out.push(english.value)
      i += size
    } else {
      if (!dictionary.stop.has(list[i]!) || (only && isEnglish(list[i]!))) out.push(list[i]!)
      i++
    }
  }
  // Identifiers keep their case and punctuation: recognisers already read them from the query as typed.
  return { language: dictionary.code, text: out.join(' '), translated }
}

/**
 * Whether one Hangul syllable at `at` is a word of its own, not a syllable of a longer word ("비" rain
 * in "비가 와", not in "비싸게" or "비밀번호"; "이" this or a particle in "이 사진", "사진이", not in
 * "타이밍"): only particles follow it to the word's end, and a key (not a particle) starts its word.
 */
function syllableStands(dictionary: Compiled, text: string, at: number, particle: boolean): boolean {
  if (!particle && at > 0 && HANGUL.test(text[at - 1]!)) return false
  let end = at + 1
  while (end < text.length && HANGUL.test(text[end]!)) {
    const next = dictionary.stopLongestFirst.find((stop) => text.startsWith(stop, end))
    if (!next) return false
    end += next.length
  }
  return true
}

const HANGUL = /[\uac00-\ud7af]/

/**
 * A key of three characters or more written with one Han character or Hangul syllable wrong past the
 * first: the input method's other character for the same sound ("化学试" for 化学式, "化学指揮" for 化学式, "화확식" for 화학식).
 */
function oneCharacterOff(key: string, text: string): boolean {
  if (text.length < key.length || text[0] !== key[0]) return false
  let wrong = 0
  for (let i = 1; i < key.length && wrong < 2; i++) if (text[i] !== key[i] && ++wrong === 1 && !(IDEOGRAPH.test(text[i]!) && IDEOGRAPH.test(key[i]!))) return false
  // The characters typed right must hold two ideographs: kana are grammar ("この辺" is not "この文").
  return wrong === 1 && [...key].filter((char, i) => char === text[i] && IDEOGRAPH.test(char)).length >= 2
}

/** Characters an input method picks among for one sound (Han, Hangul syllables); kana are typed as heard. */
const IDEOGRAPH = /[\u4e00-\u9fff\uac00-\ud7af]/

const segmenters = new Map<string, Intl.Segmenter>()

/** Where words start and end in a text written without spaces (Chinese, Japanese), by the runtime's dictionary segmenter. */
function wordBoundaries(code: string, text: string): ReadonlySet<number> | undefined {
  if (typeof Intl.Segmenter !== 'function') return undefined
  let segmenter = segmenters.get(code)
  if (!segmenter) segmenters.set(code, (segmenter = new Intl.Segmenter(code, { granularity: 'word' })))
  const out = new Set<number>([text.length])
  for (const part of segmenter.segment(text)) out.add(part.index)
  return out
}

function compile(dictionary: Dictionary): Compiled {
  const words = new Map<string, string>()
  const phrases = new Map<string, Array<{ words: string[]; english: string }>>()
  for (const line of dictionary.words.split('\n')) {
    const [left, right] = line.split('=')
    if (!left || right === undefined || line.trimStart().startsWith('#')) continue
    const english = right.trim()
    for (const item of left.split(',')) {
      const parts = fold(item).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean)
      if (parts.length === 0) continue
      if (parts.length === 1 || dictionary.script === 'han' || dictionary.script === 'kana' || dictionary.script === 'hangul') {
        const key = SPACED.has(dictionary.script) ? parts[0]! : fold(item).replace(/\s+/g, '')
        if (!words.has(key)) words.set(key, english)
        // Korean is written with spaces, often also without them ("대기 오염", "대기오염"): a phrase matches either way.
        const spaced = fold(item).trim().replace(/\s+/g, ' ')
        if (dictionary.script === 'hangul' && spaced !== key && !words.has(spaced)) words.set(spaced, english)
      } else {
        const list = phrases.get(parts[0]!) ?? []
        list.push({ words: parts, english })
        list.sort((a, b) => b.words.length - a.words.length)
        phrases.set(parts[0]!, list)
      }
    }
  }
  // A stop word is dropped from the translation, and counts towards the language.
  for (const word of fold(dictionary.stop).split(/\s+/).filter(Boolean)) if (!words.has(word)) words.set(word, '')
  const parts = new Set([...phrases.values()].flat().flatMap((phrase) => phrase.words))
  const near = new Map<string, string[]>()
  for (const key of new Set([...[...words].filter(([, english]) => english).map(([key]) => key), ...parts])) {
    if (!SPACED.has(dictionary.script) || key.length < MISSPELLED_FROM) continue
    const list = near.get(key[0]!)
    if (list) list.push(key)
    else near.set(key[0]!, [key])
  }
  return {
    code: dictionary.code,
    script: dictionary.script,
    suffix: dictionary.suffix ?? 3,
    prefixes: (dictionary.prefixes ?? []).map(fold),
    compound: dictionary.compounds === true,
    compounds: new Map(),
    stop: new Set(fold(dictionary.stop).split(/\s+/).filter(Boolean)),
    stopLongestFirst: [...new Set(fold(dictionary.stop).split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length),
    words,
    phrases,
    parts,
    keys: [...words.keys()].sort((a, b) => b.length - a.length),
    mistyped: SPACED.has(dictionary.script) ? [] : [...words].filter(([key, english]) => english && key.length >= MISTYPED_FROM && !/\s/.test(key)).map(([key]) => key).sort((a, b) => b.length - a.length),
    near,
    keyed: new Map(),
  }
}
