import type { HttpExchange } from '../../../context.ts';

/** Passes the auth library's Set-Cookie values on, marked Secure when the request came over HTTPS. */
export function forwardCookies(http: HttpExchange, headers: Headers | undefined) {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length === 0) return;
  http.setCookies(
    http.secure ? cookies.map((cookie) => (/;\s*secure/i.test(cookie) ? cookie : `${cookie}; Secure`)) : cookies,
  );
}
