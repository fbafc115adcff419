import { defineConfig } from 'tsdown'

export default defineConfig([
  // The client and the type generator import nothing from node:, so one build runs in Node and browsers.
  { entry: ['src/index.ts', 'src/codegen/index.ts'], format: 'esm', dts: true, platform: 'neutral', target: 'es2022', fixedExtension: true },
  // Environment helpers for Node programs (CLI, MCP server).
  { entry: ['src/env.ts'], format: 'esm', dts: true, platform: 'node', target: 'node20', clean: false },
])
