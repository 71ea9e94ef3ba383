/** The API lives under these prefixes (spec 1 §7); everything else is static files. */
export const isApiPath = (url: string) => url.startsWith('/framework/') || url.startsWith('/esee/');

/** Public URL prefix of the deployed remotes: `/remotes/<name>/<version>/`. */
export const REMOTES_URL_PREFIX = '/remotes/';
