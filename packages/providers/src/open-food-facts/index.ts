export * from './upstream.ts'
export * from './product.ts'
