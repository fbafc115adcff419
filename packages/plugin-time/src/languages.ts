import { loadOnce } from '@svc/core'
import type { Chrono } from 'chrono-node'

/** chrono-node's casual parsers; `en-gb` reads 01/02 as 1 February. */
export const LANGUAGES = ['en', 'en-gb', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pt', 'ru', 'sv', 'fi', 'uk', 'vi', 'id', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]

const library = loadOnce(() => import('chrono-node'))

export async function chronoFor(lang: Language): Promise<Chrono> {
  const chrono = await library()
  if (lang === 'en') return chrono.en.casual
  if (lang === 'en-gb') return chrono.en.GB
  return chrono[lang].casual
}
