import * as v from 'valibot'
import { awcDirection, awcNumber, awcText, awcTime, awcVisibility, cloudLayer, clouds, isoTime, visibility, wind } from './common.ts'

/** One change period of a TAF (`fcsts[]`). */
const period = v.object({
  timeFrom: awcTime,
  timeTo: awcTime,
  timeBec: awcTime,
  fcstChange: awcText,
  probability: awcNumber,
  wdir: awcDirection,
  wspd: awcNumber,
  wgst: awcNumber,
  visib: awcVisibility,
  vertVis: awcNumber,
  wxString: awcText,
  clouds: v.optional(v.array(cloudLayer), []),
})

/** One forecast of `GET /api/data/taf?format=json` (the members read here). */
const forecast = v.object({
  icaoId: v.string(),
  name: awcText,
  issueTime: awcTime,
  bulletinTime: awcTime,
  validTimeFrom: awcTime,
  validTimeTo: awcTime,
  rawTAF: v.string(),
  remarks: awcText,
  fcsts: v.optional(v.array(period), []),
})
/** An array of forecasts; 204 No Content (null) when none matched. */
export const tafAnswer = v.nullable(v.array(forecast))
type Forecast = v.InferOutput<typeof forecast>

/**
 * AMD (amended) or COR (corrected), as the raw TAF's header says ("TAF AMD KORD ..."). `remarks`
 * holds free remarks ("RMK PGG" in the AWC schema), so only a bare AMD/COR there counts.
 */
function amendment(raw: string, remarks: string | null): 'AMD' | 'COR' | null {
  const header = /^(?:TAF\s+)?(AMD|COR)\b/.exec(raw.trim())
  if (header) return header[1] as 'AMD' | 'COR'
  const remark = remarks?.trim().toUpperCase()
  return remark === 'AMD' || remark === 'COR' ? remark : null
}

export function tafItem(taf: Forecast) {
  return {
    station: taf.icaoId,
    name: taf.name,
    issuedAt: isoTime(taf.issueTime),
    validFrom: isoTime(taf.validTimeFrom),
    validTo: isoTime(taf.validTimeTo),
    amendment: amendment(taf.rawTAF, taf.remarks),
    raw: taf.rawTAF,
    periods: taf.fcsts.map((p) => ({
      change: p.fcstChange ?? 'BASE',
      probability: p.probability,
      from: isoTime(p.timeFrom),
      to: isoTime(p.timeTo),
      becomingBy: isoTime(p.timeBec),
      wind: wind(p.wdir, p.wspd, p.wgst),
      visibility: visibility(p.visib),
      weather: p.wxString,
      clouds: clouds(p.clouds),
      verticalVisibilityFt: p.vertVis,
    })),
  }
}
