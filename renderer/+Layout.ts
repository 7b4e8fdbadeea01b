// The public site's frame, the default for every page.
export { Layout as default } from './Layout'
