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
  quota: { withoutKey: { requests: 1, perSeconds: 1 } },
  requiredSettings: [{ path: 'music.contact', description: 'a contact URL or e-mail for MusicBrainz, sent in the User-Agent as its terms require' }],
})

/** The User-Agent MusicBrainz asks for: application, version and contact. */
export const userAgent = (settings: Readonly<Record<string, unknown>>): Record<string, string> => ({ 'user-agent': `svc-plugin-music/0.1 ( ${String(settings.contact)} )` })
