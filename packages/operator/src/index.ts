export { dashboardSurface } from './dashboard.ts'
