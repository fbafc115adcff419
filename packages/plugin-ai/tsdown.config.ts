import { defineConfig } from 'tsdown'

// The OCR worker is its own entry: the local OCR engine starts dist/ocr-worker.mjs on worker threads.
export default defineConfig({ entry: ['src/index.ts', 'src/ocr-worker.ts'], format: 'esm', dts: true, platform: 'node', target: 'node20' })
