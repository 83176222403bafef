/**
 * The page where a customer asks for their data; linked in the footer and in every e-mail. A module
 * of its own: the footer loads with every page, the rest of ./privacy only with the pages using it.
 */
export const PRIVACY_REQUEST_PATH = '/mijn-gegevens';
