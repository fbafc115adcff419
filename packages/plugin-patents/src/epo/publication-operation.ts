import { defineOperation, type NormalizedAnswer } from '@svc/core'
import * as v from 'valibot'
import { epoOps } from '../upstreams/epo-ops.ts'
import { worldPatentData } from './answer.ts'
import { opsReference, publicationNumber } from './number.ts'

const input = v.object({ number: publicationNumber })

interface PublicationOperation {
  name: string
  description: string
  keywords: string[]
  /** The OPS service path of a publication, given its reference (`docdb/EP.1000000.A1`, `epodoc/EP1000000`). */
  path: (reference: string) => string
  /** The NOT_FOUND message when OPS has nothing for the publication. */
  notFound: (number: string) => string
  answer: (data: Record<string, unknown>, url: string) => NormalizedAnswer<unknown>
}

/** An EPO OPS read about one publication (`?number=EP1000000A1`): its service answer, or NOT_FOUND when OPS has none; kept 6 h. */
export function publicationOperation(operation: PublicationOperation) {
  const { path, notFound, answer, ...described } = operation
  return defineOperation({
    ...described,
    method: 'GET',
    input,
    upstreams: [epoOps],
    cacheTtl: '6h',
    sources: [{ path: `/3.2/rest-services/${path('{format}/{number}')}` }],
    example: { params: { number: 'EP1000000A1' } },
    async handler(ctx) {
      const number = ctx.input.number
      const response = await ctx.upstream(epoOps).json(`/3.2/rest-services/${path(opsReference(number))}`, { schema: worldPatentData, notFound: notFound(number) })
      return answer(response.data, response.url)
    },
  })
}
