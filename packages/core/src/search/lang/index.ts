import { de } from './de.ts'
import { es } from './es.ts'
import { fa } from './fa.ts'
import { fr } from './fr.ts'
import { it } from './it.ts'
import { ja } from './ja.ts'
import { ko } from './ko.ts'
import { nl } from './nl.ts'
import { pl } from './pl.ts'
import { pt } from './pt.ts'
import { ru } from './ru.ts'
import { tr } from './tr.ts'
import { zh } from './zh.ts'

/**
 * The words of a language that say which operation a task wants, and the English catalog words they
 * stand for. Written from the catalog's operation descriptions and the plugins' vocabularies (the
 * right side uses their words), one line per concept: `foreign words or stems, comma separated = english words`.
 * A stem matches the words it starts ("terremot" matches "terremotos") up to `suffix` more letters.
 */
export interface Dictionary {
  /** ISO 639-1. */
  code: string
  script: 'latin' | 'cyrillic' | 'arabic' | 'han' | 'kana' | 'hangul'
  /** Letters an inflection may add to a stem (default 3). */
  suffix?: number
  /** Words that say nothing about the operation (articles, prepositions, question words), space separated. */
  stop: string
  words: string
}

/** The most used languages of the web after English (W3Techs content languages), and Korean. */
export const DICTIONARIES: readonly Dictionary[] = [es, de, ja, fr, ru, pt, it, nl, pl, tr, zh, fa, ko]
