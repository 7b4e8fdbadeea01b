export { operatorData as data } from '#app/pages/admin/team/users/operator-data'
