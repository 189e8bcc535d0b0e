// Run after `npm install` changes package-lock.json: `node scripts/lib/lockfile-platform-stubs.mjs`.
//
// The registry this project installs from serves native packages only for the
// platforms it mirrors, so `npm install` leaves other platforms' optional
// binaries (darwin, win32, musl…) out of the lock file, and `npm ci` then
// refuses the lock as out of sync. This adds each missing optional package as
// a stub with its os/cpu, which npm ci accepts and skips on this platform.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;
const OSES = ["darwin", "linux", "win32", "freebsd", "android", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const CPUS = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function tokens(name) {
  return name.split("/").pop().split("-");
}

function resolves(fromPath, dep) {
  // Node's lookup: the package's own node_modules, then each parent's, then the root.
  let base = fromPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${dep}`]) return true;
    const at = base.lastIndexOf("/node_modules/");
    if (!base) return false;
    base = at === -1 ? "" : base.slice(0, at);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, dep)) continue;
    const parts = tokens(dep);
    const os = OSES.filter((value) => parts.includes(value));
    const cpu = CPUS.filter((value) => parts.includes(value));
    const stub = { version, optional: true };
    if (entry.dev) stub.dev = true;
    if (entry.devOptional) stub.devOptional = true;
    if (os.length) stub.os = os;
    if (cpu.length) stub.cpu = cpu;
    if (parts.includes("musl") || parts.includes("musleabihf")) stub.libc = ["musl"];
    packages[`node_modules/${dep}`] = stub;
    added += 1;
  }
}

writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${LOCK}: added ${added} optional platform stub(s).`);
