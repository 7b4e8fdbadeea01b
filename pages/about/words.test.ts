import { describeWords } from '#app/tests/helpers/words'
import { TEAM } from '#app/content/team'
import words from './+words'

// Each team card's icon is a picture's name, the same on both pages.
describeWords('the About page', words, TEAM.map((_, i) => `team.members.${i}.icon`))
