import { defineConfig } from 'tsdown'

export default defineConfig({ entry: { index: 'src/index.ts', naics: 'src/naics/codes.ts' }, format: 'esm', dts: true, platform: 'node', target: 'node20' })
