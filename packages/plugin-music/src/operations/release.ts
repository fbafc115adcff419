import { optionalText, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { artistCredit, creditedWork, type EntityType } from '../mb.ts'
import { entityOperation, narrowingArtist, phrase } from '../entity-operation.ts'

const releaseSchema = v.object({
  id: v.string(),
  title: v.string(),
  status: textOrNull,
  date: v.optional(v.string()),
  country: textOrNull,
  barcode: textOrNull,
  score: v.optional(v.number()),
  'artist-credit': artistCredit,
  'release-group': v.optional(v.object({ id: v.string(), 'primary-type': textOrNull })),
  'label-info': v.optional(v.array(v.object({ 'catalog-number': textOrNull, label: v.nullish(v.object({ name: v.string() })) })), []),
  'track-count': v.optional(v.number()),
  media: v.optional(v.array(v.object({ format: textOrNull, 'track-count': v.optional(v.number()) })), []),
})

const releases: EntityType<typeof releaseSchema> = {
  name: 'release',
  schema: releaseSchema,
  include: 'artist-credits+labels+release-groups+media',
  toItem: (release) => ({
    ...creditedWork(release),
    type: release['release-group']?.['primary-type'] ?? null,
    status: release.status,
    date: release.date || null,
    country: release.country,
    barcode: release.barcode || null,
    labels: release['label-info'].map((info) => ({ name: info.label?.name ?? null, catalogNumber: info['catalog-number'] ?? null })),
    formats: release.media.map((medium) => medium.format).filter((format): format is string => Boolean(format)),
    tracks: release['track-count'] ?? release.media.reduce((sum, medium) => sum + (medium['track-count'] ?? 0), 0),
    releaseGroupId: release['release-group']?.id ?? null,
  }),
}

export default entityOperation(releases, {
  name: 'release',
  description: 'An album, single or other release from MusicBrainz, by id (lookup), by title and optional artist, or by barcode (list): credited artists, type, status, date and country, labels and catalog numbers, formats and track count.',
  keywords: ['album lookup', 'album release date', 'record label of an album', 'music release by barcode'],
  search: {
    title: optionalText(1, 200, 'Release title to search'),
    artist: narrowingArtist,
    barcode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{8,14}$/, 'must be 8-14 digits (UPC or EAN)'), v.description('UPC or EAN barcode'))),
  },
  searchBy: ['title', 'barcode'],
  terms: (input) => [input.title && phrase('release', input.title), input.artist && phrase('artist', input.artist), input.barcode && `barcode:${input.barcode}`],
})
