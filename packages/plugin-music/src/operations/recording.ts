import { defineOperation, forbidTogether, requireOne, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { artistCredit, credit, luceneText, lookupOrSearch, type EntityType } from '../mb.ts'
import { musicBrainz } from '../upstreams/musicbrainz.ts'

const recordingSchema = v.object({
  id: v.string(),
  title: v.string(),
  length: v.nullish(v.number()),
  disambiguation: v.optional(v.string(), ''),
  score: v.optional(v.number()),
  'first-release-date': v.optional(v.string()),
  'artist-credit': artistCredit,
  isrcs: v.optional(v.array(v.string()), []),
  releases: v.optional(v.array(v.object({ id: v.string(), title: v.string(), date: v.optional(v.string()), country: v.optional(v.string()) })), []),
})

const recordings: EntityType<typeof recordingSchema> = {
  name: 'recording',
  schema: recordingSchema,
  include: 'artist-credits+releases+isrcs',
  toItem: (recording) => ({
    id: recording.id,
    title: recording.title,
    ...credit(recording['artist-credit']),
    durationSeconds: recording.length ? Math.round(recording.length / 1000) : null,
    firstReleased: recording['first-release-date'] || null,
    isrcs: recording.isrcs,
    releases: recording.releases.slice(0, 10).map((release) => ({ id: release.id, title: release.title, date: release.date || null, country: release.country ?? null })),
    disambiguation: recording.disambiguation || null,
    score: recording.score ?? null,
    url: `https://musicbrainz.org/recording/${recording.id}`,
  }),
}

export default defineOperation({
  name: 'recording',
  method: 'GET',
  description: 'A recorded track from MusicBrainz, by id (lookup), by title and optional artist, or by ISRC (list): credited artists, duration, first release date, ISRCs and the releases it appears on.',
  input: v.object({
    id: v.optional(v.pipe(v.string(), v.trim(), v.description('MusicBrainz recording id (UUID)'))),
    title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), v.description('Track title to search'))),
    artist: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), v.description('Artist name, to narrow a title search'))),
    isrc: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, 'must be an ISRC such as USRC17607839'), v.description('International Standard Recording Code'))),
    limit: rowLimit(25, 5),
  }),
  upstreams: [musicBrainz],
  keywords: ['song lookup', 'who sang this song', 'track duration', 'isrc lookup', 'song release date'],
  // Nothing to look for, or an id with search terms, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['title', 'isrc', 'id'])
    forbidTogether(input, 'id', 'title')
    forbidTogether(input, 'id', 'isrc')
  },
  handler(ctx) {
    const { input } = ctx
    const terms = [input.title && `recording:"${luceneText(input.title)}"`, input.artist && `artist:"${luceneText(input.artist)}"`, input.isrc && `isrc:${input.isrc}`].filter(Boolean)
    return lookupOrSearch(recordings, input, terms.join(' AND ') || undefined, ctx)
  },
})
