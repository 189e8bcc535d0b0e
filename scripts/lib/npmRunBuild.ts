import { spawn } from "node:child_process";

/** `npm run build` (clean, then build: what ships), its output shown; throws when it fails. */
export async function npmRunBuild(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const code = await new Promise<number | null>((resolve) =>
    spawn("npm", ["run", "build"], { stdio: "inherit", env }).on("close", resolve),
  );
  if (code !== 0) throw new Error(`npm run build failed (${code})`);
}
