import { optionalText, textOrNull } from '@svc/core'
import * as v from 'valibot'
import type { EntityType } from '../mb.ts'
import { entityOperation, phrase } from '../entity-operation.ts'

const artistSchema = v.object({
  id: v.string(),
  name: v.string(),
  'sort-name': v.optional(v.string()),
  type: textOrNull,
  gender: textOrNull,
  country: textOrNull,
  disambiguation: v.optional(v.string(), ''),
  score: v.optional(v.number()),
  area: v.nullish(v.object({ name: v.string() })),
  'life-span': v.optional(v.object({ begin: textOrNull, end: textOrNull, ended: v.nullish(v.boolean()) })),
  tags: v.optional(v.array(v.object({ name: v.string(), count: v.number() })), []),
  genres: v.optional(v.array(v.object({ name: v.string() })), []),
})

const artists: EntityType<typeof artistSchema> = {
  name: 'artist',
  schema: artistSchema,
  // Genres are tag votes: supplementary data (CC BY-NC-SA 3.0), null unless the operator accepts that licence.
  supplementary: { include: 'genres+tags', fields: ['genres'] },
  toItem: (artist, supplementary) => ({
    id: artist.id,
    name: artist.name,
    sortName: artist['sort-name'] ?? artist.name,
    type: artist.type ?? null,
    gender: artist.gender ?? null,
    country: artist.country ?? null,
    area: artist.area?.name ?? null,
    begin: artist['life-span']?.begin ?? null,
    end: artist['life-span']?.end ?? null,
    disambiguation: artist.disambiguation || null,
    genres: !supplementary ? null : artist.genres.length ? artist.genres.map((genre) => genre.name) : [...artist.tags].sort((a, b) => b.count - a.count).slice(0, 5).map((tag) => tag.name),
  }),
}

export default entityOperation(artists, {
  name: 'artist',
  description: 'A music artist (person or group) from MusicBrainz, by MusicBrainz id (lookup) or name (list): type, country and area, active years, gender, disambiguation and genres.',
  keywords: ['music artist info', 'band lookup', 'musicbrainz artist', 'who is this singer'],
  search: {
    name: optionalText(1, 200, 'Artist name to search'),
  },
  searchBy: ['name'],
  terms: (input) => [input.name && phrase('artist', input.name)],
})
