/** The way back from a settings page to the settings list. */
export const SETTINGS_BACK = { to: '/account/settings', label: 'Settings' } as const;
