import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { makeName, modelYear } from '../params.ts'
import { vpic, vpicEnvelope, vpicQuery } from '../upstreams/vpic.ts'

const modelRow = v.looseObject({ Make_ID: v.number(), Make_Name: v.string(), Model_ID: v.number(), Model_Name: v.string() })

export default defineOperation({
  name: 'models',
  method: 'GET',
  description: 'Models NHTSA vPIC lists for a make, optionally for one model year: model id and name with the make.',
  input: v.object({ make: makeName, modelYear: v.optional(modelYear) }),
  upstreams: [vpic],
  cacheTtl: '1d',
  sources: [{ path: '/api/vehicles/GetModelsForMakeYear/make/{make}/modelyear/{modelYear}' }, { path: '/api/vehicles/GetModelsForMake/{make}' }],
  keywords: ['car models for make', 'models by year', 'list vehicle models', 'what models does a brand make'],
  async handler({ input, upstream }) {
    const make = encodeURIComponent(input.make)
    const path = input.modelYear ? `/api/vehicles/GetModelsForMakeYear/make/${make}/modelyear/${input.modelYear}` : `/api/vehicles/GetModelsForMake/${make}`
    const response = await upstream(vpic).json(path, { query: vpicQuery(), schema: vpicEnvelope(modelRow)})
    const items = response.data.Results.map((row) => ({ makeId: row.Make_ID, make: row.Make_Name, modelId: row.Model_ID, model: row.Model_Name }))
    return listAnswer(items, sourceOf(vpic, response.url), { total: response.data.Count })
  },
})
