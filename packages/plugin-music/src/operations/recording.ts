import { numberOrNull, optionalText } from '@svc/core'
import * as v from 'valibot'
import { artistCredit, creditedWork, type EntityType } from '../mb.ts'
import { entityOperation, narrowingArtist, phrase } from '../entity-operation.ts'

const recordingSchema = v.object({
  id: v.string(),
  title: v.string(),
  length: numberOrNull,
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
    ...creditedWork(recording),
    durationSeconds: recording.length ? Math.round(recording.length / 1000) : null,
    firstReleased: recording['first-release-date'] || null,
    isrcs: recording.isrcs,
    releases: recording.releases.slice(0, 10).map((release) => ({ id: release.id, title: release.title, date: release.date || null, country: release.country ?? null })),
    disambiguation: recording.disambiguation || null,
  }),
}

export default entityOperation(recordings, {
  name: 'recording',
  description: 'A recorded track from MusicBrainz, by id (lookup), by title and optional artist, or by ISRC (list): credited artists, duration, first release date, ISRCs and the releases it appears on.',
  keywords: ['song lookup', 'who sang this song', 'track duration', 'isrc lookup', 'song release date'],
  search: {
    title: optionalText(1, 200, 'Track title to search'),
    artist: narrowingArtist,
    isrc: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, 'must be an ISRC such as USRC17607839'), v.description('International Standard Recording Code'))),
  },
  searchBy: ['title', 'isrc'],
  terms: (input) => [input.title && phrase('recording', input.title), input.artist && phrase('artist', input.artist), input.isrc && `isrc:${input.isrc}`],
})
