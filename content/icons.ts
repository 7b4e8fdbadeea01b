/**
 * The icons the site can draw, by name: data (brands, services, the team) names its icons
 * with this type; components/Icon.tsx draws each one.
 */
export const ICON_NAMES = [
  'phone',
  'menu',
  'close',
  'chevronDown',
  'chevronLeft',
  'arrowRight',
  'mail',
  'mapPin',
  'clock',
  'check',
  'globe',
  'external',
  'leaf',
  'shield',
  'wrench',
  'battery',
  'truck',
  'star',
  'dollar',
  'users',
  'calendar',
  'settings',
  'zap',
  'award',
  'search',
  'info',
  'heart',
  'tree',
  'cloud',
  'fuel',
  'recycle',
  'wind',
  'home',
] as const

export type IconName = (typeof ICON_NAMES)[number]
