// The columns read from the archive's pscomppars table, their row, and each row as the planet exoplanet answers.
import * as v from 'valibot'

export const PLANET_COLUMNS = ['pl_name', 'hostname', 'sy_snum', 'sy_pnum', 'discoverymethod', 'disc_year', 'disc_facility', 'pl_orbper', 'pl_orbsmax', 'pl_orbeccen', 'pl_rade', 'pl_bmasse', 'pl_eqt', 'pl_insol', 'st_spectype', 'st_teff', 'st_rad', 'st_mass', 'sy_dist', 'ra', 'dec', 'sy_vmag']

const num = v.optional(v.nullable(v.number()), null)
const str = v.optional(v.nullable(v.string()), null)
export const planetRow = v.object({
  pl_name: v.string(), hostname: str, sy_snum: num, sy_pnum: num, discoverymethod: str, disc_year: num, disc_facility: str,
  pl_orbper: num, pl_orbsmax: num, pl_orbeccen: num, pl_rade: num, pl_bmasse: num, pl_eqt: num, pl_insol: num,
  st_spectype: str, st_teff: num, st_rad: num, st_mass: num, sy_dist: num, ra: num, dec: num, sy_vmag: num,
})

/** A pscomppars row as a planet: units in the names, distance also in light years, its archive page. */
export const planetOf = (planet: v.InferOutput<typeof planetRow>) => ({
  name: planet.pl_name,
  host: planet.hostname,
  stars: planet.sy_snum,
  planets: planet.sy_pnum,
  discoveryMethod: planet.discoverymethod,
  discoveryYear: planet.disc_year,
  discoveryFacility: planet.disc_facility,
  orbitalPeriodDays: planet.pl_orbper,
  semiMajorAxisAu: planet.pl_orbsmax,
  eccentricity: planet.pl_orbeccen,
  radiusEarth: planet.pl_rade,
  massEarth: planet.pl_bmasse,
  equilibriumTempK: planet.pl_eqt,
  insolationEarth: planet.pl_insol,
  starSpectralType: planet.st_spectype,
  starTempK: planet.st_teff,
  starRadiusSun: planet.st_rad,
  starMassSun: planet.st_mass,
  distancePc: planet.sy_dist,
  distanceLy: planet.sy_dist === null ? null : Math.round(planet.sy_dist * 3.261564 * 100) / 100,
  ra: planet.ra,
  dec: planet.dec,
  starVmag: planet.sy_vmag,
  url: `https://exoplanetarchive.ipac.caltech.edu/overview/${encodeURIComponent(planet.pl_name)}`,
})
