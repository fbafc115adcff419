import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'
import { adqlString } from '../src/operations/exoplanet.ts'

const h = testHost({
  plugins: [spacePlugin],
  upstreams: ['exoplanet-archive'],
  routes: { 'GET /TAP/sync': { file: 'exoplanet-archive/trappist-1.json' } },
})

describe('space.exoplanet', () => {
  it('lists a star\'s planets from pscomppars with an escaped ADQL query', async () => {
    const data = await h.ok('/api/space/exoplanet?hostStar=trappist-1&sort=name&limit=10')
    expect(h.last('/TAP/sync').params).toEqual({
      format: 'json',
      query: "select top 10 pl_name,hostname,sy_snum,sy_pnum,discoverymethod,disc_year,disc_facility,pl_orbper,pl_orbsmax,pl_orbeccen,pl_rade,pl_bmasse,pl_eqt,pl_insol,st_spectype,st_teff,st_rad,st_mass,sy_dist,ra,dec,sy_vmag from pscomppars where upper(hostname) = 'TRAPPIST-1' order by pl_name",
    })
    expect(data).toMatchObject({ ok: true, total: 3, meta: { mode: 'list' }, source: { provider: expect.stringContaining('NASA Exoplanet Archive'), url: expect.stringContaining('/TAP/sync') } })
    expect(data.items[0]).toStrictEqual({
      name: 'TRAPPIST-1 e', host: 'TRAPPIST-1', stars: 1, planets: 7, discoveryMethod: 'Transit', discoveryYear: 2017, discoveryFacility: 'Spitzer Space Telescope',
      orbitalPeriodDays: 6.101013, semiMajorAxisAu: 0.02925, eccentricity: 0.0051, radiusEarth: 0.92, massEarth: 0.692, equilibriumTempK: 251, insolationEarth: 0.646,
      starSpectralType: 'M8 V', starTempK: 2566, starRadiusSun: 0.12, starMassSun: 0.09, distancePc: 12.429888, distanceLy: 40.54, ra: 346.6223683, dec: -5.0413976, starVmag: 18.798,
      url: 'https://exoplanetarchive.ipac.caltech.edu/overview/TRAPPIST-1%20e',
    })
    expect(data.items[2]).toMatchObject({ name: 'TRAPPIST-1 h', equilibriumTempK: null })
  })

  it('builds filters from validated numbers and doubles quotes in names', async () => {
    await h.ok("/api/space/exoplanet?name=Teegarden's Star b")
    expect(h.last('/TAP/sync').params.query).toContain("where upper(pl_name) = 'TEEGARDEN''S STAR B' order by disc_year desc, pl_name")
    await h.ok('/api/space/exoplanet?method=Radial Velocity&year=2019&maxDistancePc=20&minRadius=0.5&maxRadius=2&sort=distance&limit=5')
    expect(h.last('/TAP/sync').params.query).toMatch(/^select top 5 .* from pscomppars where discoverymethod = 'Radial Velocity' and disc_year = 2019 and sy_dist <= 20 and pl_rade >= 0.5 and pl_rade <= 2 order by sy_dist asc, pl_name$/)
    expect(adqlString("a'; drop table ps --")).toBe("'a''; drop table ps --'")
  })

  it('answers a lookup by name, and 404 when the archive has no such planet', async () => {
    const data = await h.ok('/api/space/exoplanet?name=TRAPPIST-1 e&limit=1')
    expect(data).toMatchObject({ meta: { mode: 'lookup' }, total: null })
    h.set('GET /TAP/sync', { body: [] })
    await h.status('/api/space/exoplanet?name=Vulcan b', 404, undefined, 'NOT_FOUND')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/space/exoplanet?name=x%3B%20select', 'name')
    await h.rejects('/api/space/exoplanet?method=Guessing', 'method')
    await h.rejects('/api/space/exoplanet?minRadius=3&maxRadius=1', 'maxRadius')
    await h.rejects('/api/space/exoplanet?limit=101', 'limit')
    await h.rejects('/api/space/exoplanet?year=1900', 'year')
  })

  h.failures('GET /TAP/sync', '/api/space/exoplanet')
})
