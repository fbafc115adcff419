import * as v from 'valibot'
import { awcDirection, awcNumber, awcText, awcTime, awcVisibility, ceilingFt, cloudLayer, clouds, flightCategory, hpaToInHg, isoTime, visibility, wind } from './common.ts'

/** One observation of `GET /api/data/metar?format=json` (the members read here). */
const observation = v.object({
  icaoId: v.string(),
  name: awcText,
  obsTime: awcTime,
  reportTime: awcTime,
  metarType: awcText,
  rawOb: v.string(),
  temp: awcNumber,
  dewp: awcNumber,
  wdir: awcDirection,
  wspd: awcNumber,
  wgst: awcNumber,
  visib: awcVisibility,
  altim: awcNumber,
  slp: awcNumber,
  wxString: awcText,
  vertVis: awcNumber,
  lat: awcNumber,
  lon: awcNumber,
  elev: awcNumber,
  clouds: v.optional(v.array(cloudLayer), []),
  fltCat: awcText,
})
/** An array of observations; 204 No Content (null) when no station reported. */
export const metarAnswer = v.nullable(v.array(observation))
type Observation = v.InferOutput<typeof observation>

export function metarItem(ob: Observation) {
  const seen = visibility(ob.visib)
  const computed = flightCategory(ceilingFt(ob.clouds, ob.vertVis), seen?.statuteMiles ?? null)
  const reported = ob.fltCat && /^(VFR|MVFR|IFR|LIFR)$/.test(ob.fltCat) ? ob.fltCat : null
  return {
    station: ob.icaoId,
    name: ob.name,
    observedAt: isoTime(ob.obsTime),
    type: ob.metarType,
    raw: ob.rawOb,
    // The Data API's own category when it gives one; else derived from ceiling and visibility.
    flightCategory: reported ?? computed,
    temperatureC: ob.temp,
    dewpointC: ob.dewp,
    wind: wind(ob.wdir, ob.wspd, ob.wgst),
    visibility: seen,
    altimeterInHg: hpaToInHg(ob.altim),
    altimeterHpa: ob.altim,
    seaLevelPressureHpa: ob.slp,
    weather: ob.wxString,
    clouds: clouds(ob.clouds),
    verticalVisibilityFt: ob.vertVis,
    location: ob.lat === null || ob.lon === null ? null : { lat: ob.lat, lon: ob.lon, elevationM: ob.elev },
  }
}
