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
  concurrency: 1,
  // One request per second per address, on average; past it every request answers 503.
  quota: { withoutKey: { requests: 1, perSeconds: 1 }, url: 'https://musicbrainz.org/doc/MusicBrainz_API/Rate_Limiting' },
  terms: {
    url: 'https://musicbrainz.org/doc/About/Data_License',
    // Core data (artists, recordings, releases, labels...) is CC0; tags, genres, ratings and annotations ("supplementary data")
    // are CC BY-NC-SA 3.0 (non-commercial), which asks for the credit below: genres are answered only once the operator
    // accepts that licence (`supplementaryAccepted`).
    commercial: { use: 'allowed', note: 'core data is CC0; supplementary data (tags and genres, ratings, annotations) is CC BY-NC-SA 3.0, non-commercial: genres are answered only with upstreams.musicbrainz.acceptTerms' },
    attribution: { text: 'Music data from MusicBrainz (https://musicbrainz.org)' },
  },
  requiredSettings: [{ path: 'music.contact', description: 'a contact URL or e-mail for MusicBrainz, sent in the User-Agent as its terms require' }],
})

/** The User-Agent MusicBrainz asks for: application, version and contact. */
export const userAgent = (settings: Readonly<Record<string, unknown>>): Record<string, string> => ({ 'user-agent': `svc-plugin-music/0.1 ( ${String(settings.contact)} )` })

/**
 * Whether the operator accepts MusicBrainz's supplementary data licence, CC BY-NC-SA 3.0 (genres and tags), by
 * `upstreams.musicbrainz.acceptTerms`: this host serves that data within it (free answers) or has MetaBrainz's licence.
 */
export const supplementaryAccepted = (config: { upstreams: Readonly<Record<string, { acceptTerms?: boolean | undefined } | undefined>> }): boolean =>
  config.upstreams[musicBrainz.id]?.acceptTerms === true

/** Why an answer's supplementary fields are null: what `meta.withheld` says. */
export const SUPPLEMENTARY_WITHHELD = 'MusicBrainz supplementary data (genres, tags) is licensed CC BY-NC-SA 3.0, non-commercial (https://musicbrainz.org/doc/About/Data_License): null unless the operator accepts that licence with upstreams.musicbrainz.acceptTerms (SVC_UPSTREAM_MUSICBRAINZ_ACCEPT_TERMS=true), serving it free or under MetaBrainz\'s commercial licence'
