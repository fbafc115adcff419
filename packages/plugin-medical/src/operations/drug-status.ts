import { defineOperation, lookupAnswer, type OperationContext, runSection, type Section, sectionData, rowLimit, requiredText } from '@svc/core'
import * as v from 'valibot'
import { openFda, searchRecalls } from '../fda.ts'
import { searchShortages } from '../shortages.ts'

const input = v.object({
  name: requiredText(2, 120, 'Brand or generic drug name, e.g. amoxicillin'),
  limit: rowLimit(20, 5, 'Records kept per section (1-20)'),
})
type Ctx = OperationContext<v.InferOutput<typeof input>>
type Row = Record<string, any>
interface Rows { items: Row[]; total: number | null }

/** One section from a list answer: its items and total, found when it has any. */
const section = (list: () => Promise<{ items: unknown[]; total: number | null }>, label: string): Promise<Section<Rows>> =>
  runSection(async () => {
    const answer = await list()
    return { items: answer.items as Row[], total: answer.total }
  }, { found: (rows) => rows.items.length > 0, failure: `${label} could not be asked` })
/** One section through another operation of this group. */
const viaOperation = (ctx: Ctx, id: string, params: Record<string, unknown>, label: string) =>
  section(async () => (await ctx.call(id, params)) as { items: Row[]; total: number | null }, label)

const report = (part: Section<Rows>) => (part.status === 'error' ? { status: 'error', message: part.message } : { status: part.status, total: part.data.total, items: part.data.items })

export default defineOperation({
  name: 'drug-status',
  method: 'GET',
  description: 'Where a drug stands at the FDA, one section per source: approval (Drugs@FDA), current label (SPL), recall enforcement reports and drug shortages (openFDA), with a summary: approved, on shortage now, recalls listed.',
  input,
  upstreams: [openFda],
  requires: ['medical.drug-approval', 'medical.drug-label'],
  sources: [{ operation: 'medical.drug-approval' }, { operation: 'medical.drug-label' }, { path: '/drug/enforcement.json' }, { path: '/drug/shortages.json' }],
  keywords: ['is drug in shortage', 'drug recall and shortage', 'drug status fda', 'is this medicine still approved'],
  example: { params: { name: 'amoxicillin' } },
  async handler(ctx) {
    const { name, limit } = ctx.input
    const [approval, label, recalls, shortages] = await Promise.all([
      viaOperation(ctx, 'medical.drug-approval', { name, limit }, 'Drugs@FDA'),
      viaOperation(ctx, 'medical.drug-label', { name, limit: 1 }, 'openFDA drug labels'),
      section(() => searchRecalls(ctx.upstream(openFda), 'drug', { product: name, limit, skip: 0 }), 'openFDA drug recalls'),
      section(() => searchShortages(ctx.upstream(openFda), name, limit), 'openFDA drug shortages'),
    ])
    const shortageRows = sectionData(shortages)?.items ?? []
    const approvalRows = sectionData(approval)?.items ?? []
    return lookupAnswer({
      query: { name },
      approved: approval.status === 'error' ? null : approvalRows.some((row) => row.approvalDate),
      firstApproval: approvalRows.map((row) => row.approvalDate as string | null).filter(Boolean).sort()[0] ?? null,
      inShortage: shortages.status === 'error' ? null : shortageRows.some((row) => row.status === 'Current'),
      recallsListed: recalls.status === 'error' ? null : (sectionData(recalls)?.total ?? 0),
      sections: { approval: report(approval), label: report(label), recalls: report(recalls), shortages: report(shortages) },
    }, { provider: 'openFDA (U.S. Food and Drug Administration): Drugs@FDA, drug labels, enforcement reports, drug shortages', url: 'https://open.fda.gov/apis/drug/', license: 'Public domain (CC0); openFDA terms (https://open.fda.gov/terms/); not for clinical decisions' })
  },
})
