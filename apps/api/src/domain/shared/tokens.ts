/**
 * The issuer of every token the portal signs (sign-in, second-step challenge, unsubscribe link) and the audience of
 * the sign-in token: the other tokens name audiences of their own, so none is taken for another.
 */
export const TOKEN_ISSUER = 'client-portal';
export const TOKEN_AUDIENCE = 'client-portal-web';
