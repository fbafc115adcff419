import { defineConfig } from 'tsdown'

// The regex worker is its own entry: regex-pool.ts starts dist/regex-worker.mjs on a worker thread.
export default defineConfig({ entry: { index: 'src/index.ts', 'regex-worker': 'src/utils/regex-worker.ts' }, format: 'esm', dts: true, platform: 'node', target: 'node20' })
