import { defineConfig } from 'tsdown'

// The worker is its own entry: pool.ts starts dist/convert-worker.mjs on a worker thread.
export default defineConfig({ entry: ['src/index.ts', 'src/convert-worker.ts'], format: 'esm', dts: true, platform: 'node', target: 'node20' })
