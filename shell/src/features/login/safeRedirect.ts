/** Only same-site paths are followed after login, never another origin. */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : '/main';
