export { photoRoutes } from './admin-routes'
export { ENCODERS, photoQueue, processPhoto, variantsFromStored } from './process'
export { photoRepository, type PhotoRepository } from './repository'
export { photoFiles } from './serve'
