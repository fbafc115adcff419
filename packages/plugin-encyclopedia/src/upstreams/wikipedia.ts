import { defineUpstream, type UpstreamDefinition } from '@svc/core'

/**
 * The Wikipedia editions served (the largest by articles and readers). Each edition is its own
 * host, so each is its own upstream: `upstreams.wikipedia-<lang>` points one elsewhere.
 */
export const LANGUAGES = [
  'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'uk', 'sv', 'no', 'da', 'fi', 'cs', 'hu', 'ro', 'el', 'tr', 'he',
  'ar', 'fa', 'hi', 'bn', 'ur', 'id', 'ms', 'vi', 'th', 'zh', 'ja', 'ko', 'ca', 'eu', 'gl', 'sr', 'hr', 'bg', 'sk', 'sl',
] as const
export type Language = (typeof LANGUAGES)[number]

const editions = new Map<Language, UpstreamDefinition>()

/** The upstream of one Wikipedia edition (REST page summaries and title search), no key. */
export function wikipedia(lang: Language): UpstreamDefinition {
  let edition = editions.get(lang)
  if (!edition) {
    edition = defineUpstream({
      id: `wikipedia-${lang}`,
      name: `Wikipedia (${lang})`,
      baseUrl: `https://${lang}.wikipedia.org`,
      docsUrl: 'https://en.wikipedia.org/api/rest_v1/',
      license: 'Text: CC BY-SA 4.0, from Wikipedia contributors (https://en.wikipedia.org/wiki/Wikipedia:Copyrights)',
      timeoutMs: 10_000,
    })
    editions.set(lang, edition)
  }
  return edition
}
