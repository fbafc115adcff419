export * from './upstreams/sam.ts'
export * from './sam/exclusions.ts'
