import { UpstreamError, type UpstreamClient, type UpstreamResponse } from '@svc/core'
import * as v from 'valibot'

const numeric = v.union([v.number(), v.pipe(v.string(), v.transform(Number), v.number())])
/** The OMM members CelesTrak's `FORMAT=json` answer carries and the propagation reads. */
export const ommRecord = v.looseObject({
  OBJECT_NAME: v.string(),
  OBJECT_ID: v.string(),
  EPOCH: v.string(),
  MEAN_MOTION: numeric,
  ECCENTRICITY: numeric,
  INCLINATION: numeric,
  RA_OF_ASC_NODE: numeric,
  ARG_OF_PERICENTER: numeric,
  MEAN_ANOMALY: numeric,
  NORAD_CAT_ID: numeric,
  ELEMENT_SET_NO: numeric,
  REV_AT_EPOCH: v.optional(numeric),
  BSTAR: numeric,
  MEAN_MOTION_DOT: numeric,
  MEAN_MOTION_DDOT: numeric,
})
export type Omm = v.InferOutput<typeof ommRecord>

/** CelesTrak asks for no more than one download of the same data per two hours. */

/**
 * `GET /NORAD/elements/gp.php?<query>&FORMAT=json`: the element sets, or [] when CelesTrak answers its plain-text
 * "No GP data found" (an unknown number, name or group).
 */
export async function fetchGp(client: UpstreamClient, query: Record<string, string | number>): Promise<{ records: Omm[], response: UpstreamResponse<string> }> {
  const response = await client.text('/NORAD/elements/gp.php', { query: { ...query, FORMAT: 'json' } })
  const text = response.data.trim()
  if (/^No GP data found/i.test(text)) return { records: [], response }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new UpstreamError('UPSTREAM_FAILED', `${client.definition.name} sent no JSON`, response.status, text.slice(0, 200))
  }
  const result = v.safeParse(v.array(ommRecord), parsed)
  if (!result.success) throw new UpstreamError('UPSTREAM_FAILED', `${client.definition.name} sent another shape (${v.getDotPath(result.issues[0]) ?? 'root'})`, response.status, text.slice(0, 200))
  return { records: result.output, response }
}
