import { defineConfig } from 'tsdown'

// Each worker is its own entry: regex-pool.ts and types-pool.ts start dist/<name>-worker.mjs on a worker thread.
export default defineConfig({
  entry: { index: 'src/index.ts', 'regex-worker': 'src/utils/regex-worker.ts', 'types-worker': 'src/utils/types-worker.ts' },
  format: 'esm',
  dts: true,
  platform: 'node',
  target: 'node20',
})
