export { siteActivity, type SiteActivity } from './repository'
export { siteActivityRoutes } from './routes'
