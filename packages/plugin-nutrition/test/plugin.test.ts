import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { nutritionPlugin } from '../src/index.ts'

// No examples: the operation needs the operator's FoodData Central key (adapter tested on fixtures in food.test.ts).
testPlugin(nutritionPlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })

it('nutrition.food is unavailable without a key (503 before any 402), naming the key to configure', async () => {
  const app = pluginTestApp(nutritionPlugin, { upstreams: { 'usda-fdc': 'http://127.0.0.1:9' }, paid: true })
  const body = await app.status('/api/nutrition/food?query=broccoli', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  expect(body.error).toContain('SVC_UPSTREAM_USDA_FDC_KEY')
})
