import { defineConfig } from 'tsdown'

export default defineConfig({ entry: { index: 'src/index.ts', ecb: 'src/upstreams/ecb.ts' }, format: 'esm', dts: true, platform: 'node', target: 'node20' })
