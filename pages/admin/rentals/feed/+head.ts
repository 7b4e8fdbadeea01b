import { consoleHead } from '#app/pages/admin/ui'

export const head = consoleHead('Rental calendar feed')
