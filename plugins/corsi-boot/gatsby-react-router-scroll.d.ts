// The part of gatsby-react-router-scroll's scroll-position store that scrollHandler.ts uses (the package has no types).
declare module "gatsby-react-router-scroll/session-storage" {
  export class SessionStorage {
    read(location: Location, key: string): number;
    save(location: Location, key: string, value: number): void;
  }
}
