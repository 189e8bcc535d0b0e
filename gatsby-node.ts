// The site's build-time work lives in its local plugins (gatsby-config.ts): plugins/corsi-content and plugins/corsi-host.
export {};
