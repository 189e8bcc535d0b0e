/** The part of netlify-redirector (Netlify's redirect engine, compiled to WebAssembly; it ships no types) used here. */
declare module "netlify-redirector" {
  export interface Request {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  export type Match =
    | { from: string; to: string; status: number; force: boolean; conditions: Record<string, string> }
    | { force404: true };
  export interface Matcher {
    match(request: Request): Match | null;
  }
  const redirector: {
    parseJSON(rules: string, options: Record<string, string>): Promise<Matcher>;
    parsePlain(rules: string, options: Record<string, string>): Promise<Matcher>;
  };
  export default redirector;
}
