import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { imagePlugin } from '../src/index.ts'

// A 1x1 PNG.
const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

testPlugin(imagePlugin, { catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url), examples: { 'image.compress': { image: pixel } } })
