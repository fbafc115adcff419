import { defineUpstream, type UpstreamDefinition, userAgent } from '@svc/core'

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
      // Wikimedia's User-Agent policy asks every client to name itself and a contact: the plugin and the project URL.
      headers: { accept: 'application/json', 'user-agent': userAgent('svc-plugin-encyclopedia') },
      timeoutMs: 10_000,
      // The REST API asks clients to stay under 200 requests per second, whichever edition they call.
      quota: { withoutKey: { requests: 200, perSeconds: 1 }, bucket: 'wikipedia', url: 'https://en.wikipedia.org/api/rest_v1/' },
      terms: {
        url: 'https://foundation.wikimedia.org/wiki/Policy:Terms_of_Use',
        commercial: { use: 'allowed', note: 'article text is CC BY-SA 4.0: reuse, commercial included, with credit and under the same licence', url: 'https://en.wikipedia.org/wiki/Wikipedia:Copyrights' },
        attribution: { text: `Text from Wikipedia (${lang}), by its contributors, CC BY-SA 4.0`, url: 'https://en.wikipedia.org/wiki/Wikipedia:Reusing_Wikipedia_content' },
        // Commons and upload.wikimedia.org thumbnails may be linked; each image carries its own licence.
        hotlinking: { allowed: true, hosts: ['upload.wikimedia.org'], url: 'https://commons.wikimedia.org/wiki/Commons:Reusing_content_outside_Wikimedia' },
      },
    })
    editions.set(lang, edition)
  }
  return edition
}
