import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { zipSync } from 'fflate'
import { vehiclePlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

export const DECODE = 'GET /api/vehicles/DecodeVinValuesExtended/1HGCM82633A004352'

export const WMI = 'GET /api/vehicles/DecodeWMI/1HG'
export const MANUFACTURERS = 'GET /api/vehicles/GetAllManufacturers'
export const MODELS = 'GET /api/vehicles/GetModelsForMakeYear/make/honda/modelyear/2015'

export const RECALLS = 'GET /recalls/recallsByVehicle'

export const COMPLAINTS = 'GET /complaints/complaintsByVehicle'

export const RATINGS = 'GET /SafetyRatings/modelyear/2015/make/honda/model/accord'

export const INVESTIGATIONS = 'GET /odi/ffdd/inv/FLAT_INV.zip'
/** The fixture flat file as NHTSA publishes it: zipped, as FLAT_INV.txt. */
export const FLAT_INV_TEXT = readFileSync(join(import.meta.dirname, 'fixtures/odi/FLAT_INV.txt'))
export const FLAT_INV_LAST_MODIFIED = 'Tue, 02 Apr 2024 06:00:00 GMT'
export const zippedFlatFile = (text: Uint8Array = FLAT_INV_TEXT): Uint8Array => zipSync({ 'FLAT_INV.txt': text })
export const flatFileAnswer = (text?: Uint8Array): FixtureAnswer => ({ body: zippedFlatFile(text), headers: { 'content-type': 'application/x-zip-compressed', 'last-modified': FLAT_INV_LAST_MODIFIED } })

export const CVS = 'GET /api/vehicles/GetCanadianVehicleSpecifications/'
export const FUEL = { options: 'GET /ws/rest/vehicle/menu/options' }

/** NHTSA's APIs, its ODI flat file and fueleconomy.gov on one fixture server. */
export const vehicleFixtures = {
  plugins: [vehiclePlugin],
  upstreams: ['nhtsa-vpic', 'nhtsa-api', 'fueleconomy', 'nhtsa-odi-files'],
  routes: {
    [DECODE]: fixture('vpic/decode-1HGCM82633A004352.json'),
    'GET /api/vehicles/DecodeVinValuesExtended/11111111111111111': fixture('vpic/decode-unknown.json'),
    [WMI]: fixture('vpic/wmi-1HG.json'),
    'GET /api/vehicles/DecodeWMI/ZZZ': fixture('vpic/wmi-none.json'),
    [MANUFACTURERS]: fixture('vpic/manufacturers-page1.json'),
    'GET /api/vehicles/GetManufacturerDetails/tesla': fixture('vpic/manufacturers-page1.json'),
    [RECALLS]: fixture('nhtsa/recalls-honda-accord-2015.json'),
    [COMPLAINTS]: fixture('nhtsa/complaints-honda-accord-2015.json'),
    [RATINGS]: fixture('nhtsa/ratings-variants.json'),
    'GET /SafetyRatings/VehicleId/9403': fixture('nhtsa/ratings-9403.json'),
    [MODELS]: fixture('vpic/models-honda-2015.json'),
    'GET /api/vehicles/GetModelsForMake/honda': fixture('vpic/models-honda-2015.json'),
    // vehicle.profile of the decode fixture (a 2003 HONDA Accord) asks NCAP with vPIC's spelling.
    'GET /SafetyRatings/modelyear/2003/make/HONDA/model/Accord': fixture('nhtsa/ratings-variants.json'),
    [CVS]: fixture('vpic/canadian-specs-2011-acura.json'),
    [INVESTIGATIONS]: flatFileAnswer(),
    [FUEL.options]: fixture('fueleconomy/options-honda-fit-2012.json'),
    'GET /ws/rest/vehicle/31873': fixture('fueleconomy/vehicle-31873.json'),
    'GET /ws/rest/vehicle/31874': fixture('fueleconomy/vehicle-31874.json'),
    'GET /ws/rest/vehicle/40001': fixture('fueleconomy/vehicle-40001.json'),
  },
} satisfies TestHostOptions
