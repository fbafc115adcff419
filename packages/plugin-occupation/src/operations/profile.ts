import { booleanOrNull, createError, defineOperation, lookupAnswer, numberOrNull, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { listedOccupation, occupationRow, onetCode } from '../params.ts'
import { onet } from '../upstreams/onet.ts'

const titles = v.union([v.array(v.string()), v.looseObject({ title: v.optional(v.array(v.string()), []) })])
const overview = v.looseObject({
  code: v.string(),
  title: v.string(),
  description: textOrNull,
  tags: v.nullish(v.looseObject({ bright_outlook: booleanOrNull, green: booleanOrNull }), null),
  sample_of_reported_job_titles: v.nullish(titles, null),
  also_see: v.nullish(v.looseObject({ occupation: v.optional(v.array(listedOccupation), []) }), null),
  updated: v.nullish(v.looseObject({ year: numberOrNull }), null),
})

export default defineOperation({
  name: 'profile',
  cacheTtl: '7d',
  sources: sourcesInWords('`/online/occupations/{code}/`'),
  method: 'GET',
  description: 'One occupation from O*NET by O*NET-SOC code: title, description, sample of reported job titles, bright-outlook and green flags, the occupations to also see, and the year O*NET last updated it.',
  input: v.object({ code: onetCode }),
  upstreams: [onet],
  keywords: ['occupation description', 'job description', 'what does a do', 'onet occupation profile', 'job titles for occupation'],
  async handler({ input, upstream }) {
    const response = await upstream(onet).json(`/online/occupations/${input.code}/`, { schema: overview, acceptStatus: [404, 422] })
    if (response.status === 404 || response.status === 422) throw createError('NOT_FOUND', `code: O*NET has no occupation ${input.code}`)
    const data = response.data
    const sample = data.sample_of_reported_job_titles
    return lookupAnswer({
      code: data.code,
      title: data.title,
      description: data.description,
      reportedTitles: Array.isArray(sample) ? sample : sample?.title ?? [],
      brightOutlook: data.tags?.bright_outlook ?? null,
      green: data.tags?.green ?? null,
      alsoSee: (data.also_see?.occupation ?? []).map(occupationRow),
      updatedYear: data.updated?.year ?? null,
      url: `https://www.onetonline.org/link/summary/${data.code}`,
    }, sourceOf(onet, response.url))
  },
})
