export { type Actor, actorLabel, type AuditEntry, auditLog, type AuditLog, listAudit, recordAudit } from './repository'
