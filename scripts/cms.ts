import { spawn } from "node:child_process";
import path from "node:path";
import { LOCAL_CMS_PORT } from "../src/siteManifest";

/**
 * `npm run cms`: edit content in a browser on this machine. Starts decap-server
 * (writes data/*.yaml in this checkout; commit them yourself) and the site's
 * development server, whose /admin is Decap CMS using `local_backend`. The development server sends no
 * `_headers`, so the deployed policy, which allows no http: origin, does not stand in the way.
 */
const bin = (name: string) => path.join(__dirname, "..", "node_modules", ".bin", name);
const children = [
  spawn(bin("decap-server"), [], { stdio: "inherit", env: { ...process.env, PORT: String(LOCAL_CMS_PORT) } }),
  spawn(bin("gatsby"), ["develop"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } }),
];
console.log(`Content editor: http://localhost:8000/admin/ (decap-server on :${LOCAL_CMS_PORT}). Ctrl+C stops both.`);

const stopAll = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", (code) => (stopAll(), (process.exitCode ||= code ?? 0)));
