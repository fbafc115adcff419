import { ar } from './ar.ts'
import { arLatn } from './ar-latn.ts'
import { de } from './de.ts'
import { es } from './es.ts'
import { fa } from './fa.ts'
import { fr } from './fr.ts'
import { hi } from './hi.ts'
import { hiLatn } from './hi-latn.ts'
import { id } from './id.ts'
import { it } from './it.ts'
import { ja } from './ja.ts'
import { ko } from './ko.ts'
import { nl } from './nl.ts'
import { pl } from './pl.ts'
import { pt } from './pt.ts'
import { ru } from './ru.ts'
import { tr } from './tr.ts'
import { vi } from './vi.ts'
import { zh } from './zh.ts'
import { CATALOG_WORDS } from './catalog/index.ts'

/**
 * The words of a language that say which operation a task wants, and the English catalog words they
 * stand for. Written from the catalog's operation descriptions and the plugins' vocabularies (the
 * right side uses their words), one line per concept: `foreign words or stems, comma separated = english words`.
 * A stem matches the words it starts ("terremot" matches "terremotos") up to `suffix` more letters.
 */
export interface Dictionary {
  /** ISO 639-1. */
  code: string
  script: 'latin' | 'cyrillic' | 'arabic' | 'devanagari' | 'han' | 'kana' | 'hangul'
  /** Letters an inflection may add to a stem (default 3). */
  suffix?: number
  /** Clitics written onto a word's start (Arabic "و", "ب", "ال"), longest first: a word no key matches is read again without one. */
  prefixes?: readonly string[]
  /** Nouns are joined into one word ("Kundenliste"): a word no key matches is read as two keys. */
  compounds?: boolean
  /** Words that say nothing about the operation (articles, prepositions, question words), space separated. */
  stop: string
  words: string
}

/** The most used languages of the web after English (W3Techs content languages), Korean, and the most spoken others (Arabic, Hindi, Indonesian, Vietnamese); Hindi and Arabic also as typed in Latin letters. */
export const DICTIONARIES: readonly Dictionary[] = [es, de, ja, fr, ru, pt, it, nl, pl, tr, zh, fa, ko, ar, hi, id, vi, hiLatn, arLatn].map(withCatalogWords)

/** A dictionary with its generated-coverage lines (lang/catalog/) after its own: on a word both have, its own line wins. Hindi and Arabic in Latin letters have none. */
function withCatalogWords(dictionary: Dictionary): Dictionary {
  const lines = dictionary === hiLatn || dictionary === arLatn ? undefined : CATALOG_WORDS[dictionary.code]
  return lines ? { ...dictionary, words: `${dictionary.words}\n${lines}` } : dictionary
}
