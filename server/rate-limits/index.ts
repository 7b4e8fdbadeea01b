export { rateLimitRepository, type RateLimitRepository } from './repository'
export { DatabaseRateLimitStore } from './store'
