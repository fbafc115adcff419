import { testPlugin } from '@svc/core/testing'
import { imagePlugin } from '../src/index.ts'

// A 1x1 PNG.
const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

testPlugin(imagePlugin, { examples: { 'image.compress': { image: pixel } } })
