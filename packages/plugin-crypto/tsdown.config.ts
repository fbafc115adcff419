import { defineConfig } from 'tsdown'

// The drand worker is its own entry: drand-verify.ts starts dist/drand-worker.mjs on a worker thread.
export default defineConfig({
  entry: { index: 'src/index.ts', 'drand-worker': 'src/compute/drand-worker.ts' },
  format: 'esm',
  dts: true,
  platform: 'node',
  target: 'node20',
})
