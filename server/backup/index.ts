export { backupRoutes } from './admin-routes'
export { BACKUP_FILE, backupFileName, backupShelf, type BackupShelf, type DatabaseCounts, latestBackup } from './files'
export { DatabaseInUseError, restoreDatabase, RestoreError } from './restore'
export { BackupError, backupInto, onBackupRun, pruneBackups, startBackupSchedule, writeBackup } from './schedule'
