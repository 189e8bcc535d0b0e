/** The site's public routes. Links in data/ may only point at these. */
export const PUBLIC_ROUTES = ["/", "/Free", "/Paid", "/Contact"] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
