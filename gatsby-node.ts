// The site's build-time work lives in its local plugins, listed in gatsby-config.ts (corsi-content, corsi-thumbnails,
// corsi-youtube, corsi-learner, corsi-search, corsi-boot), and in the host's adapter (plugins/corsi-host, not a plugin).
export {};
