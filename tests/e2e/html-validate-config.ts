import type { ConfigData } from 'html-validate'

/**
 * html-validate's recommended rules. Four purely stylistic rules are relaxed because the
 * HTML comes from two serializers (React and Vike) that write equally valid forms:
 * void elements with and without "/>", boolean attributes as `hidden=""` and `async`,
 * React's camelCase attribute names (HTML attribute names are case-insensitive), and
 * React's useId ids that start with "_" (valid in HTML5). Phone links keep their digits
 * together with CSS (white-space: nowrap) instead of non-breaking characters.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'valid-id': ['error', { relaxed: true }],
    'tel-non-breaking': 'off',
    'long-title': ['error', { maxlength: 80 }],
  },
}
