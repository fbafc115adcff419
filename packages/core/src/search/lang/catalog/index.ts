import { ar } from './ar.ts'
import { de } from './de.ts'
import { es } from './es.ts'
import { fa } from './fa.ts'
import { fr } from './fr.ts'
import { hi } from './hi.ts'
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

/**
 * Generated-coverage lines per language: the catalog's own content words (operation descriptions, names,
 * groups and parameters), ranked by `scripts/search-catalog-words.ts` (words that tell operations apart,
 * then everyday task words), that the hand-written dictionary had no line for, translated by a fluent
 * writer into the forms native speakers type. Same format as the dictionaries (lang/index.ts); merged
 * after each dictionary's own lines. A word spelled as its English translation is left out (it is
 * already the catalog's word, and it would pull English queries towards the language).
 */
export const CATALOG_WORDS: Readonly<Record<string, string>> = { ar, de, es, fa, fr, hi, id, it, ja, ko, nl, pl, pt, ru, tr, vi, zh }
