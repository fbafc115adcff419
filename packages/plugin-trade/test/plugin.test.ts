import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { testPlugin } from '@svc/core/testing'
import { zipSync } from 'fflate'
import { tradePlugin } from '../src/index.ts'

// The examples reach the USITC, UN Comtrade and UNECE on the fixture server, answered with the other tests'
// files (the UN/LOCODE list zipped as UNECE publishes it).
const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })
const csvName = '2024-2 UNLOCODE CodeListPart1.csv'
const archive = zipSync({ [csvName]: readFileSync(join(import.meta.dirname, 'fixtures', 'unece-locode', csvName)) })

testPlugin(tradePlugin, {
  keys: { comtrade: 'ct-key' },
  routes: {
    'GET /reststop/search': fixture('usitc-hts', 'search-coffee.json'),
    'GET /data/v1/get/C/A/HS': fixture('comtrade', 'get-usa-chn-2022.json'),
    'GET /files/v1/app/reference/Reporters.json': fixture('comtrade', 'Reporters.json'),
    'GET /files/v1/app/reference/partnerAreas.json': fixture('comtrade', 'partnerAreas.json'),
    'GET /files/v1/app/reference/H6.json': fixture('comtrade-reference', 'H6.json'),
    'GET /trade/locode/loc242csv.zip': { body: archive, headers: { 'content-type': 'application/zip' } },
  },
})
