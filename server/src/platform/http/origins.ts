/**
 * A web origin as it may stand in a header (the pages' `frame-ancestors`): `scheme://host[:port]` exactly as
 * `new URL(x).origin` writes it, http or https, and a host of letters, digits, dots and hyphens (or a bracketed
 * IPv6 address). The URL parser lets `;`, `,`, quotes and more through in a host: one of them in a channel's
 * origin would add directives to every page's content security policy.
 */
export function isWebOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.origin !== text || !(url.protocol === 'https:' || url.protocol === 'http:')) return false;
  return /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/.test(
    url.hostname,
  );
}
