import { testHost, testPlugin } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { nutritionPlugin } from '../src/index.ts'

// The example reaches FoodData Central on the fixture server, answered with the file of food.test.ts.
testPlugin(nutritionPlugin, {
  keys: { 'usda-fdc': 'fdc-test-key' },
  routes: { 'GET /fdc/v1/foods/search': { file: 'fdc/search.json' } },
})

const keyless = testHost({ plugins: nutritionPlugin, elsewhere: { 'usda-fdc': 'http://127.0.0.1:9' }, paid: true })
it('nutrition.food is unavailable without a key (503 before any 402), naming the key to configure', async () => {
  const body = await keyless.status('/api/nutrition/food?query=broccoli', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  expect(body.error).toContain('SVC_UPSTREAM_USDA_FDC_KEY')
})
