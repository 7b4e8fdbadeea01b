export { brandHead as head } from '#app/components/brand/head'
