import type { PageContextServer } from 'vike/types'
import { specialChoices, type SpecialChoices } from '../choices.server'

export type NewSpecialData = SpecialChoices

export const data = (pageContext: PageContextServer): Promise<NewSpecialData> => specialChoices(pageContext)
