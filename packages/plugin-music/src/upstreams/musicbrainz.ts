import { defineUpstream } from '@svc/core'

/**
 * MusicBrainz WS/2 (JSON), no key. MusicBrainz asks every client for a User-Agent naming the
 * application and a contact, and for at most one request per second: the contact is a setting.
 */
export const musicBrainz = defineUpstream({
  id: 'musicbrainz',
  name: 'MusicBrainz',
  baseUrl: 'https://musicbrainz.org/ws/2',
  docsUrl: 'https://musicbrainz.org/doc/MusicBrainz_API',
  license: 'MusicBrainz core data: CC0 (https://musicbrainz.org/doc/About/Data_License)',
  timeoutMs: 15_000,
  concurrency: 1,
  // One request per second per address, on average; past it every request answers 503.
  quota: { withoutKey: { requests: 1, perSeconds: 1 }, url: 'https://musicbrainz.org/doc/MusicBrainz_API/Rate_Limiting' },
  terms: {
    url: 'https://musicbrainz.org/doc/About/Data_License',
    // Core data (artists, recordings, releases, labels...) is CC0; tags, ratings and annotations ("supplementary data")
    // are CC BY-NC-SA 3.0, which asks for the credit below.
    commercial: { use: 'allowed', note: 'core data is CC0; supplementary data (tags, ratings, annotations) is CC BY-NC-SA 3.0' },
    attribution: { text: 'Music data from MusicBrainz (https://musicbrainz.org)' },
  },
  requiredSettings: [{ path: 'music.contact', description: 'a contact URL or e-mail for MusicBrainz, sent in the User-Agent as its terms require' }],
})

/** The User-Agent MusicBrainz asks for: application, version and contact. */
export const userAgent = (settings: Readonly<Record<string, unknown>>): Record<string, string> => ({ 'user-agent': `svc-plugin-music/0.1 ( ${String(settings.contact)} )` })
