/**
 * A readable, non-secret cookie the server sets beside the HttpOnly session cookie. It only tells the
 * SPA that a session may exist, so visitors are not asked for GET /api/v1/me (a 401 in every
 * visitor's console). The server never trusts it; a stale hint just means one 401.
 */
export const SESSION_HINT_COOKIE = "ideadeck.has_session";
