/** The Atom feeds' media type (RFC 4287): what the pages' links announce and the host's headers serve them as. */
export const FEED_TYPE = "application/atom+xml";
