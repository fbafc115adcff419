// `tsx scripts/search-catalog-words.ts [--top N] [--lang code,code] [--missing] [--shadows]`: the English content words
// the search catalog uses (operation descriptions, names, group names, parameter names in
// packages/core/test/fixtures/search/catalog.json), stop words out, with their frequency and the number of
// operations they occur in, ranked by how well they tell operations apart; and, per language dictionary
// (packages/core/src/search/lang/), which of them no line of that dictionary maps to yet. The list is what the
// generated-coverage lines (lang/catalog/<code>.ts) were written from, so dictionaries cover the catalog's
// words rather than only the words of failing queries. `--shadows` lists the generated lines that would
// hide a dictionary word with another meaning (a longer key read before a shorter stem, a phrase's word
// read as a key where the stem was): each was read and kept only when the longer meaning is the right one.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CATALOG_WORDS } from '../packages/core/src/search/lang/catalog/index.ts'
import { DICTIONARIES, type Dictionary } from '../packages/core/src/search/lang/index.ts'
import { fold } from '../packages/core/src/search/languages.ts'
import { isStopWord, stem, words } from '../packages/core/src/search/tokenize.ts'

const root = join(import.meta.dirname, '..')
const catalog = JSON.parse(readFileSync(join(root, 'packages/core/test/fixtures/search/catalog.json'), 'utf8')) as {
  entries: Array<{ id: string; group: string; name: string; description: string; params: string[] }>
}

/** Everyday task words an agent's request carries even when no description says them the same way. */
const EVERYDAY = (
  'weather price cost salary wage job flight company law drug doctor crime school house rent tax energy hospital medicine '
  + 'insurance loan bank money car health food water election vote court police travel visa passport airport city country '
  + 'population income debt inflation population student university book music movie game sport team player'
).split(' ')

/** Words of the catalog that say nothing about an operation (format and API words). */
const NOISE = new Set(
  ('one per each default given optional optionally up at least most no yes two three new many every first last two its host upstream '
    + 'call calls answers answer returns lists list id ids name names url urls json api via e.g. etc including such also within').split(' '),
)

interface Word {
  word: string
  stem: string
  count: number
  operations: Set<string>
}

/** The catalog's content words by stem (the form most often written stands for the stem). */
function catalogWords(): Word[] {
  const byStem = new Map<string, Word & { forms: Map<string, number> }>()
  for (const entry of catalog.entries) {
    const text = [entry.description, entry.name, entry.group, ...entry.params].join(' ')
    for (const word of words(text)) {
      if (isStopWord(word) || NOISE.has(word) || /\d/.test(word) || word.length < 3) continue
      const key = stem(word)
      let found = byStem.get(key)
      if (!found) byStem.set(key, (found = { word, stem: key, count: 0, operations: new Set(), forms: new Map() }))
      found.count++
      found.operations.add(entry.id)
      found.forms.set(word, (found.forms.get(word) ?? 0) + 1)
    }
  }
  return [...byStem.values()].map(({ forms, ...rest }) => ({ ...rest, word: [...forms].sort((a, b) => b[1] - a[1])[0]![0] }))
}

/**
 * How useful a word is to translate: it tells operations apart (in a few, not one-off noise: 2 to 25
 * operations weigh most), it is used often, and everyday task words come first whatever the catalog says.
 */
function usefulness(word: Word): number {
  const spread = word.operations.size
  const telling = spread === 1 ? 0.4 : spread <= 25 ? 1 : 25 / spread
  return (EVERYDAY.includes(word.word) ? 3 : 1) * telling * Math.log2(1 + word.count)
}

/** A dictionary's code, with `-latn` for a language also typed in Latin letters (Hindi, Arabic). */
function label(dictionary: Dictionary): string {
  return DICTIONARIES.some((other) => other !== dictionary && other.code === dictionary.code) && dictionary.script === 'latin' ? `${dictionary.code}-latn` : dictionary.code
}

/** The English stems a dictionary's lines map to (right sides). */
function covered(text: string): Set<string> {
  const out = new Set<string>()
  for (const line of text.split('\n')) {
    const [, right] = line.split('=')
    if (right === undefined || line.trimStart().startsWith('#')) continue
    for (const word of words(right)) out.add(stem(word))
  }
  return out
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const top = Number(argument('--top') ?? 600)
const languages = argument('--lang')?.split(',')
const ranked = catalogWords().sort((a, b) => usefulness(b) - usefulness(a) || a.word.localeCompare(b.word))

if (!process.argv.includes('--missing')) {
  console.log(`# ${ranked.length} content words; the first ${top} by usefulness: word, uses, operations`)
  for (const word of ranked.slice(0, top)) console.log(`${word.word}\t${word.count}\t${word.operations.size}`)
}
for (const dictionary of DICTIONARIES) {
  if (languages && !languages.includes(dictionary.code)) continue
  const known = covered(dictionary.words)
  const missing = ranked.slice(0, top).filter((word) => !known.has(word.stem))
  console.log(`\n# ${label(dictionary)}: ${top - missing.length} of the first ${top} covered, ${missing.length} missing`)
  if (process.argv.includes('--missing')) console.log(missing.map((word) => word.word).join(' '))
}

/** Key (folded words, space separated) -> English, first line wins, as the dictionaries are compiled. */
function lines(text: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const line of text.split('\n')) {
    const [left, right] = line.split('=')
    if (!left || right === undefined || line.trimStart().startsWith('#')) continue
    for (const item of left.split(',')) {
      const key = fold(item).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).join(' ')
      if (key && !out.has(key)) out.set(key, right.trim())
    }
  }
  return out
}

/** The generated lines of a dictionary that read a word otherwise than its own lines did. */
function shadows(dictionary: Dictionary, generated: string): string[] {
  const own = lines(dictionary.words.slice(0, dictionary.words.length - generated.length - 1))
  const spaced = !['han', 'kana', 'hangul'].includes(dictionary.script)
  const suffix = dictionary.suffix ?? 3
  const ownWords = new Set([...own.keys()].flatMap((key) => key.split(' ')))
  const stemOf = (word: string) => {
    for (let cut = word.length - 1; cut >= Math.max(4, word.length - suffix); cut--) if (own.get(word.slice(0, cut))) return word.slice(0, cut)
    return undefined
  }
  const out: string[] = []
  for (const [key, english] of lines(generated)) {
    if (!spaced) {
      for (const [ownKey, ownEnglish] of own) if (ownKey.length >= 2 && ownKey !== key && key.replace(/ /g, '').includes(ownKey.replace(/ /g, '')) && ownEnglish && ownEnglish !== english) out.push(`${key} = ${english} (contains ${ownKey} = ${ownEnglish})`)
      continue
    }
    const parts = key.split(' ')
    for (const word of parts) {
      if (ownWords.has(word)) continue
      const stem = stemOf(word)
      if (stem && (parts.length > 1 || own.get(stem) !== english)) out.push(`${key} = ${english} (${word} was read as ${stem} = ${own.get(stem)})`)
    }
  }
  return out
}

if (process.argv.includes('--shadows')) {
  for (const dictionary of DICTIONARIES) {
    const generated = CATALOG_WORDS[dictionary.code]
    if (!generated || (languages && !languages.includes(dictionary.code)) || !dictionary.words.endsWith(generated)) continue
    console.log(`\n# ${label(dictionary)}: generated lines that read a word otherwise than the dictionary's own`)
    for (const line of shadows(dictionary, generated)) console.log(line)
  }
}
