export { settingsApi } from './admin-routes'
export { settingsConsoleRoutes } from './console-routes'
export { seedSettings, settingsRepository, type SettingsRepository, type SettingsVersion, type VersionSummary } from './repository'
