/**
 * The "Mijn Gouden Haan" page (issue 29): the navbar links to it, so it is a module of its own, without
 * zod (the rest of ./account-api loads only with the page).
 */
export const ACCOUNT_PATH = '/mijn-gouden-haan';
