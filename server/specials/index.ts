export { specialsApi } from './admin-routes'
export { specialConsoleRoutes } from './console-routes'
export { specialInput, specialRepository, type SpecialRepository } from './repository'
