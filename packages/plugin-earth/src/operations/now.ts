import { createError, defineOperation, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { epic } from '../upstreams/nasa.ts'

const imagesAnswer = v.array(v.object({
  identifier: v.string(),
  caption: v.optional(v.string(), ''),
  image: v.string(),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)),
  centroid_coordinates: v.object({ lat: v.number(), lon: v.number() }),
}))

export default defineOperation({
  name: 'now',
  cacheTtl: '1h',
  sources: sourcesInWords('NASA EPIC `GET /api/natural` (epic.gsfc.nasa.gov)'),
  method: 'GET',
  description: 'The latest natural-color images of the whole sunlit Earth taken by NASA\'s EPIC camera on DSCOVR (about a million miles away): time, the point under the camera, and PNG/JPEG links, newest day\'s set.',
  input: v.object({
    limit: rowLimit(22, 4, 'Most images (1-22, default 4)'),
  }),
  upstreams: [epic],
  keywords: ['picture of earth today', 'earth from space now', 'whole earth photo', 'blue marble image', 'dscovr epic'],
  async handler({ input, upstream }) {
    const response = await upstream(epic).json('/api/natural', { schema: imagesAnswer })
    if (response.data.length === 0) throw createError('NOT_FOUND', 'EPIC has published no natural-color images for its latest day yet')
    const base = upstream(epic).baseUrl.replace(/\/$/, '')
    // Newest first; the archive path is the image's UTC date.
    const images = [...response.data].sort((a, b) => b.date.localeCompare(a.date)).slice(0, input.limit).map((image) => {
      const [day] = image.date.split(' ')
      const path = `${base}/archive/natural/${day!.replaceAll('-', '/')}`
      return {
        id: image.identifier,
        takenAt: `${image.date.replace(' ', 'T')}Z`,
        caption: image.caption,
        centroid: { lat: image.centroid_coordinates.lat, lon: image.centroid_coordinates.lon },
        png: `${path}/png/${image.image}.png`,
        jpg: `${path}/jpg/${image.image}.jpg`,
        thumbnail: `${path}/thumbs/${image.image}.jpg`,
      }
    })
    return listAnswer(images, sourceOf(epic, response.url), { total: response.data.length })
  },
})
