import { createError, UpstreamError, type UpstreamClient, textOrNull } from '@svc/core'
import * as v from 'valibot'

/**
 * `POST /carol-main-public/api/Query/Main`: a results grid, each row a list of named fields with value lists. CAROL sends
 * `Results` even when nothing matches (`[]`), so an answer without it is of another shape (issue 37).
 */
export const queryAnswer = v.object({
  Results: v.array(v.object({
    // Values are strings; a null in the list is dropped.
    Fields: v.array(v.object({ FieldName: v.string(), Values: v.pipe(v.array(v.nullable(v.string())), v.transform((values) => values.filter((x): x is string => x !== null))) })),
    EntryId: textOrNull,
  })),
  ResultListCount: v.number(),
})
export type CarolRow = v.InferOutput<typeof queryAnswer>['Results'][number]

export interface Rule {
  column: string
  operator: 'is' | 'contains' | 'is on or after' | 'is on or before'
  value: string
}

/** A session id CAROL can have given: a bare integer above 1. */
const sessionId = (text: string) => {
  const id = Number(text.trim())
  return Number.isInteger(id) && id > 1 ? id : undefined
}

/**
 * CAROL wants a session id from `api/Session/CreateSession` (a bare integer) in every query. The id is kept 30 minutes,
 * so an answer without one is refused in `accept` (never kept, counted by the breaker), not after it was kept.
 */
async function session(client: UpstreamClient): Promise<number> {
  const response = await client.text('/carol-main-public/api/Session/CreateSession', { method: 'POST', retry: true, accept: (data) => sessionId(String(data)) !== undefined || 'no session id' })
  const id = sessionId(response.data)
  if (id === undefined) throw new UpstreamError('UPSTREAM_FAILED', `${client.definition.name} sent no session id`, response.status, undefined)
  return id
}

/** One query over aviation cases, all rules ANDed, newest events first. */
export async function searchAviationCases(client: UpstreamClient, rules: Rule[], limit: number) {
  const body = {
    ResultSetSize: limit,
    ResultSetOffset: 0,
    QueryGroups: [{
      QueryRules: [{ column: 'Event.Mode', operator: 'is', value: 'Aviation' }, ...rules].map((rule) => ({
        RuleType: 'Simple', Values: [rule.value], Columns: [rule.column], Operator: rule.operator, overrideColumn: '',
      })),
      AndOr: 'and',
      inLastSearch: false,
      editedSinceLastSearch: false,
    }],
    AndOr: 'and',
    SortColumn: null,
    SortDescending: true,
    TargetCollection: 'cases',
    // Clients that query CAROL directly report a 500 without ExportFormat "data" and a SessionId.
    ExportFormat: 'data',
    SessionId: await session(client),
  }
  const response = await client.json('/carol-main-public/api/Query/Main', { method: 'POST', body, retry: true, schema: queryAnswer, acceptStatus: [400] })
  if (response.status === 400) throw createError('UPSTREAM_FAILED', `${client.definition.name} refused the query: ${String(response.data).slice(0, 200)}`)
  return response
}

/** A row's fields by name: every value, in order. */
export function fieldsOf(row: CarolRow): (name: string) => string[] {
  const byName = new Map(row.Fields.map((field) => [field.FieldName, field.Values]))
  return (name) => byName.get(name) ?? []
}
