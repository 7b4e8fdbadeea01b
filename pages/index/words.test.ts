import { describeWords } from '#app/tests/helpers/words'
import { BRAND_GRID } from '#app/content/brand-grid'
import words from './+words'

// The eyebrow is the county's and the state's names alone; the brand tiles keep each brand's name and page.
describeWords('the home page', words, ['hero.eyebrow', ...BRAND_GRID.flatMap((_, i) => [`brands.tiles.${i}.name`, `brands.tiles.${i}.href`])])
