/** A redirect decision; the caller turns it into a response or a navigation. */
export type RedirectStatus = 301 | 302 | 307 | 308;

export type Redirect = { location: string; status: RedirectStatus; external: boolean };
